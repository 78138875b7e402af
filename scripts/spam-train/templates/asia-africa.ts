import type { Phrasebook } from './types.js';

// prettier-ignore
export const ja: Phrasebook = {
  lang: 'ja',
  first: ['太郎', '花子', '健太', '美咲', '翔', '由美', '大輔', '愛'],
  last: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村'],
  greet: ['', 'お世話になっております。', 'はじめまして。', 'こんにちは。', 'ご担当者様', '突然のご連絡失礼いたします。'],
  sign: ['', 'よろしくお願いいたします。\n{name}', '{name}', 'よろしくお願いします。'],
  business: ['歯科医院', 'パン屋', '法律事務所', 'ネットショップ', 'レストラン', '美容室', '不動産会社'],
  product: ['オーク材のテーブル', '年間会員', 'ギフト券', '子供用自転車', 'コーヒーメーカー', 'ソファ'],
  spam: {
    seo: [
      ['御社のホームページ{site}を拝見しましたが、Googleの検索結果で上位に表示されていません。', '御社サイトは検索エンジンからのアクセスを大きく逃しています。', 'サイトを簡単に診断したところ、SEOの問題が20件見つかりました。'],
      ['弊社はSEO対策の専門会社で、90日以内に検索1ページ目への表示を実現します。', '被リンク対策と内部対策でアクセス数を2倍にします。', 'これまで500社以上の集客を支援してまいりました。'],
      ['無料診断レポートをお送りしてもよろしいでしょうか。', '月額{price}からご利用いただけます。', 'ご興味があればご返信ください。'],
    ],
    web_design: [
      ['御社のホームページはデザインが古く、スマートフォンに対応していないようです。', 'フリーランスのWebデザイナーをしております。'],
      ['低価格でモダンなホームページを制作いたします。', 'WordPressでのリニューアルをサーバー込みで承ります。'],
      ['無料でデザイン案をお送りしましょうか。', '今週お電話で10分ほどお話しできますか。', '料金は{price}からです。'],
    ],
    marketing_leads: [
      ['新規顧客の獲得にお困りではありませんか。', '毎月30〜50件の商談を獲得するお手伝いをしています。'],
      ['Google広告とSNS広告の運用で、成果報酬型の集客を行います。', '100万件以上の法人リストをご提供できます。'],
      ['サンプルリストを無料でお送りします。', 'ご興味はございますか。'],
    ],
    investment_fraud: [
      ['私の人生を変えた投資の機会をご紹介したいと思います。', '当社のAI自動売買システムは毎日3〜5%の利益を生み出します。', '先月、仮想通貨で100万円の利益を出しました。'],
      ['最低入金額わずか3万円で、自宅で不労所得を得られます。', '30日で300%の利益を保証します。'],
      ['LINEで詳細をお送りします：{url}', 'WhatsApp: {phone}', '募集人数に限りがあります。'],
    ],
    phishing: [
      ['お客様のメールボックスの容量が上限に達し、受信が停止されています。', 'ドメイン{site}の有効期限が本日切れます。', 'お客様のアカウントで不審なログインが検出されました。'],
      ['24時間以内にアカウント情報を確認しないと、アカウントが削除されます。', 'サービス停止を避けるため、お支払い情報を更新してください。'],
      ['今すぐ確認：{url}', '更新はこちら：{url}'],
    ],
    app_dev: [
      ['弊社はオフショア開発会社で、100名以上のエンジニアが在籍しています。', 'アプリ開発の信頼できるパートナーをお探しではありませんか。'],
      ['アプリ、ECサイト、業務システムを40%安く開発いたします。'],
      ['ご要件をお送りいただければ無料でお見積りします。', 'オンラインでお打ち合わせ可能でしょうか。'],
    ],
    services_pitch: [
      ['突然のご連絡失礼いたします。御社のような企業様を支援している会社です。', '弊社サービスについて簡単にご紹介させてください。'],
      ['経理代行、翻訳、ロゴ制作、カスタマーサポートを低価格でご提供しております。', '導入企業様は平均で売上が30%向上しています。'],
      ['来週15分ほどオンラインでお打ち合わせのお時間をいただけないでしょうか。', 'ご担当者様をご紹介いただけますと幸いです。'],
    ],
  },
  ham: {
    support_question: [
      ['先週{product}を購入しましたが、質問があります。', 'アカウントの登録ができません。'],
      ['説明書には4時間充電とありますが、ランプが赤く点滅したままです。', '保証期間はどのくらいですか。', '配送先の住所はどこで変更できますか。'],
      ['よろしくお願いします。', '注文番号は{order}です。', ''],
    ],
    complaint: [
      ['対応に大変不満を感じています。', '3回目の問い合わせですが、まだ返信がありません。', '{date}に注文した商品がまだ届いていません。'],
      ['届いた箱が破損していました。', '同じ注文で2回請求されています。'],
      ['返金をお願いします。', '{phone}までお電話ください。'],
    ],
    order_question: [
      ['{product}はまだ在庫がありますか。', '店舗で受け取ることはできますか。'],
      ['{date}までに必要です。', '北海道への送料はいくらですか。'],
      ['ありがとうございます。', ''],
    ],
    quote_request: [
      ['小さな{business}を経営しており、新しいホームページを作りたいと考えています。', 'キッチンのリフォームを検討しています。'],
      ['予算は{price}程度です。', 'おおよその見積もりをいただけますか。'],
      ['電話番号は{phone}です。', ''],
    ],
    short: [
      ['折り返しお電話ください', '日曜日は営業していますか？', 'ありがとうございました！', '{city}まで配達できますか？', '値段は？', 'まだ在庫ありますか？', 'テスト'],
    ],
    booking: [
      ['{date}の{time}に6名で予約したいです。', '{date}にカットの予約はできますか。'],
      ['1名はベジタリアンです。', '午前中が希望です。'],
      ['確認をお願いします。', ''],
    ],
    feedback_thanks: [
      ['丁寧な対応をありがとうございました。', '昨日は素敵な夜を過ごせました。', '{product}が今日届きました。写真よりも素敵です。'],
      ['配送も早く、梱包も丁寧でした。'],
      ['また利用させていただきます。', ''],
    ],
    job_application: [
      ['ホームページで拝見した販売スタッフの求人に応募したいです。', 'アルバイトの募集はありますか。'],
      ['小売業で3年の経験があります。', '履歴書を添付いたします。', '来月から勤務可能です。'],
      ['面接の機会をいただけましたら幸いです。', 'よろしくお願いいたします。'],
    ],
    existing_client: [
      ['いつもお世話になっております。ホームページの営業時間を更新していただけますか。', '当社サイトのお問い合わせフォームから昨日からメールが届きません。'],
      ['原稿は共有フォルダに入れました：{link}', '{date}のイベント前に公開をお願いします。'],
      ['よろしくお願いします。', ''],
    ],
  },
};

// prettier-ignore
export const zh: Phrasebook = {
  lang: 'zh',
  first: ['伟', '芳', '磊', '静', '强', '敏', '洋', '婷'],
  last: ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'],
  greet: ['', '您好，', '你好，', '尊敬的负责人：', '打扰了，'],
  sign: ['', '谢谢！\n{name}', '此致\n{name}', '祝好'],
  business: ['牙科诊所', '面包店', '律师事务所', '网店', '餐厅', '美发店', '房地产公司'],
  product: ['橡木桌子', '年卡', '礼品卡', '儿童自行车', '咖啡机', '沙发'],
  spam: {
    seo: [
      ['我查看了贵公司的网站{site}，发现它在谷歌搜索结果中排名很低。', '您的网站正在流失大量自然流量。', '我们对您的网站做了简单分析，发现了20个SEO问题。'],
      ['我们是专业的SEO公司，保证90天内让您的网站排到首页。', '通过外链建设和站内优化，让您的访问量翻倍。'],
      ['可以免费发送一份诊断报告给您吗？', '套餐每月仅需{price}起。', '如有兴趣请回复。'],
    ],
    web_design: [
      ['您的网站设计比较过时，在手机上显示效果不好。', '我是一名自由网页设计师。'],
      ['我们以低价为您打造现代化、快速的网站。', '可以用WordPress为您重新设计网站，包含主机。'],
      ['需要我免费发一份设计稿吗？', '价格{price}起。'],
    ],
    marketing_leads: [
      ['想为您的企业获得更多客户吗？', '我们每月为企业带来30到50个精准客户。'],
      ['通过谷歌和社交媒体广告为您精准引流，按效果付费。', '我们有超过一百万条企业联系人数据。'],
      ['有兴趣了解吗？', '加微信了解详情。'],
    ],
    investment_fraud: [
      ['想和您分享一个改变我人生的投资机会。', '我们的AI量化交易平台每天收益3%到5%。', '上个月我靠数字货币赚了十万元。'],
      ['最低只需250美元，在家轻松获得被动收入。', '保证30天收益300%。'],
      ['请加我的WhatsApp：{phone}', '立即注册：{url}', '名额有限，先到先得。'],
    ],
    phishing: [
      ['您的邮箱已满，新邮件已被暂停接收。', '您的域名{site}今天到期。', '我们检测到您的账户存在异常登录。'],
      ['请在24小时内验证您的账户信息，否则账户将被删除。', '请更新您的付款信息以避免服务中断。'],
      ['立即验证：{url}', '续费链接：{url}'],
    ],
    gambling: [
      ['澳门百家乐真人在线，注册即送888元彩金。', '最火爆的线上娱乐城，每日返水无上限。'],
      ['24小时提款秒到账，信誉保证。', '新用户首充100%加赠。'],
      ['{url}', '立即游戏：{url}'],
    ],
    services_pitch: [
      ['冒昧打扰，我们专门为像贵公司这样的企业提供服务。', '请允许我简单介绍一下我们公司。'],
      ['我们提供代理记账、翻译、标志设计和客服外包，价格优惠。', '我们的客户平均营业额提升30%。'],
      ['下周是否方便安排15分钟的电话沟通？', '请问这方面应该联系哪位负责人？'],
    ],
  },
  ham: {
    support_question: [
      ['我上周买了{product}，有个问题想咨询。', '我无法注册账号。'],
      ['说明书上写充电4小时，但指示灯一直闪红灯。', '有保修吗？保修多久？', '在哪里修改收货地址？'],
      ['提前谢谢。', '订单号是{order}。', ''],
    ],
    complaint: [
      ['对你们的服务非常失望。', '这是我第三次来信，一直没人回复。', '我{date}下的订单到现在还没收到。'],
      ['包裹到的时候已经破损了。', '同一个订单扣了我两次钱。'],
      ['请给我退款。', '请打电话给我：{phone}。'],
    ],
    order_question: [
      ['{product}还有货吗？', '可以到店自提吗？'],
      ['我需要在{date}之前收到。', '可以寄到上海吗？运费多少？'],
      ['谢谢！', ''],
    ],
    quote_request: [
      ['我们是一家小{business}，需要做一个新网站。', '我们打算装修厨房，想找施工方。'],
      ['预算大约{price}。', '能给个大概报价吗？'],
      ['我的电话是{phone}。', ''],
    ],
    short: [
      ['请回电', '周日营业吗？', '谢谢！', '能送到{city}吗？', '多少钱？', '还有货吗？', '测试'],
    ],
    booking: [
      ['我想预订{date}{time}的6人桌。', '{date}可以预约剪发吗？'],
      ['有一位是素食者。', '最好是上午。'],
      ['请确认，谢谢。', ''],
    ],
    feedback_thanks: [
      ['感谢你们周到的服务。', '昨晚在你们餐厅度过了愉快的时光。', '{product}今天收到了，比照片还漂亮。'],
      ['发货很快，包装也很好。'],
      ['会推荐给朋友的！', ''],
    ],
    job_application: [
      ['我想应聘贵公司网站上招聘的销售助理职位。', '请问还招实习生吗？'],
      ['我有三年零售经验。', '简历已附上。', '下个月就可以入职。'],
      ['期待面试机会。', '谢谢。'],
    ],
    existing_client: [
      ['你好，能帮我们把新的团队照片放到网站上吗？', '我们网站上的营业时间还是旧的，麻烦更新一下。', '网站上的联系表单从昨天开始收不到邮件了。'],
      ['文字资料在共享文件夹里：{link}', '需要在{date}活动之前上线。'],
      ['谢谢！', ''],
    ],
  },
};

// prettier-ignore
export const ko: Phrasebook = {
  lang: 'ko',
  first: ['민준', '서연', '지훈', '지민', '현우', '수빈', '도윤', '하은'],
  last: ['김', '이', '박', '최', '정', '강', '조', '윤'],
  greet: ['', '안녕하세요.', '담당자님께,', '처음 연락드립니다.'],
  sign: ['', '감사합니다.\n{name}', '{name} 드림'],
  business: ['치과', '빵집', '법률 사무소', '온라인 쇼핑몰', '식당', '미용실', '부동산'],
  product: ['원목 테이블', '연간 회원권', '기프트 카드', '어린이 자전거', '커피 머신'],
  spam: {
    seo: [
      ['귀사의 홈페이지 {site}를 확인해 보니 구글 검색 첫 페이지에 노출되지 않고 있습니다.', '귀사 웹사이트는 검색 유입을 많이 놓치고 있습니다.'],
      ['저희는 SEO 전문 업체로 90일 안에 검색 상위 노출을 보장합니다.', '백링크와 최적화로 방문자 수를 두 배로 늘려 드립니다.'],
      ['무료 분석 보고서를 보내 드려도 될까요?', '월 {price}부터 이용 가능합니다.'],
    ],
    web_design: [
      ['귀사 홈페이지 디자인이 오래되어 모바일에서 잘 보이지 않습니다.', '저는 프리랜서 웹 디자이너입니다.'],
      ['저렴한 비용으로 빠르고 세련된 홈페이지를 제작해 드립니다.'],
      ['무료 시안을 보내 드릴까요?', '가격은 {price}부터입니다.'],
    ],
    investment_fraud: [
      ['제 인생을 바꾼 투자 기회를 소개해 드리고 싶습니다.', '저희 AI 자동매매 플랫폼은 매일 3~5% 수익을 냅니다.'],
      ['최소 30만 원으로 집에서 부수입을 올리세요.', '30일 만에 300% 수익 보장.'],
      ['카카오톡으로 문의하세요: {url}', '지금 가입하기: {url}'],
    ],
    phishing: [
      ['고객님의 메일함 용량이 가득 차서 수신이 중단되었습니다.', '도메인 {site}의 사용 기간이 오늘 만료됩니다.', '고객님의 계정에서 비정상적인 로그인이 감지되었습니다.'],
      ['24시간 이내에 계정 정보를 확인하지 않으면 계정이 삭제됩니다.'],
      ['지금 확인하기: {url}'],
    ],
    marketing_leads: [
      ['신규 고객 확보에 어려움을 겪고 계신가요?', '매달 30~50건의 상담을 연결해 드립니다.'],
      ['구글과 인스타그램 광고로 성과형 마케팅을 진행합니다.'],
      ['관심 있으시면 답장 주세요.', '자세한 내용은 카카오톡으로 문의 주세요.'],
    ],
    services_pitch: [
      ['안녕하세요. 귀사와 같은 기업을 지원하는 회사입니다.', '저희 회사를 간단히 소개해 드리고자 연락드렸습니다.'],
      ['회계, 번역, 로고 디자인, 고객 상담 대행을 합리적인 가격에 제공합니다.', '고객사의 매출이 평균 30% 증가했습니다.'],
      ['다음 주에 15분 정도 통화 가능하실까요?', '담당자분을 소개해 주시면 감사하겠습니다.'],
    ],
  },
  ham: {
    support_question: [
      ['지난주에 {product}를 구매했는데 질문이 있습니다.', '회원가입이 되지 않습니다.'],
      ['설명서에는 4시간 충전하라고 되어 있는데 불이 계속 빨갛게 깜빡입니다.', '보증 기간이 어떻게 되나요?'],
      ['미리 감사드립니다.', '주문번호는 {order}입니다.', ''],
    ],
    complaint: [
      ['서비스에 매우 실망했습니다.', '{date}에 주문한 상품이 아직 도착하지 않았습니다.'],
      ['상자가 파손된 채로 도착했습니다.', '같은 주문이 두 번 결제되었습니다.'],
      ['환불 부탁드립니다.', '{phone}로 연락 주세요.'],
    ],
    quote_request: [
      ['작은 {business}를 운영하고 있는데 새 홈페이지가 필요합니다.', '주방 리모델링을 계획하고 있습니다.'],
      ['예산은 {price} 정도입니다.', '대략적인 견적을 받을 수 있을까요?'],
      ['제 번호는 {phone}입니다.', ''],
    ],
    short: [
      ['전화 부탁드립니다', '일요일에도 영업하나요?', '감사합니다!', '{city}까지 배송되나요?', '가격이 얼마예요?', '아직 재고 있나요?'],
    ],
    booking: [
      ['{date} {time}에 6명 예약하고 싶습니다.', '{date}에 커트 예약 가능할까요?'],
      ['한 명은 채식주의자입니다.', '오전이 좋습니다.'],
      ['확인 부탁드립니다.', ''],
    ],
    feedback_thanks: [
      ['친절한 서비스에 감사드립니다.', '{product}가 오늘 도착했는데 사진보다 더 예뻐요.'],
      ['배송도 빠르고 포장도 꼼꼼했습니다.'],
      ['주변에 추천하겠습니다!', ''],
    ],
  },
};

// prettier-ignore
export const ar: Phrasebook = {
  lang: 'ar',
  first: ['محمد', 'فاطمة', 'أحمد', 'مريم', 'علي', 'سارة', 'يوسف', 'نور'],
  last: ['العلي', 'حسن', 'إبراهيم', 'خليل', 'منصور', 'سعيد', 'عبدالله', 'الحداد'],
  greet: ['', 'مرحبا،', 'السلام عليكم،', 'تحية طيبة،', 'السادة المحترمون،'],
  sign: ['', 'مع خالص التحية،\n{name}', 'شكرا، {first}'],
  business: ['عيادة أسنان', 'مخبز', 'مكتب محاماة', 'متجر إلكتروني', 'مطعم', 'صالون تجميل'],
  product: ['طاولة خشبية', 'اشتراك سنوي', 'بطاقة هدية', 'دراجة أطفال', 'آلة قهوة'],
  spam: {
    seo: [
      ['اطلعت على موقعكم {site} ولاحظت أنه لا يظهر في الصفحة الأولى من جوجل.', 'موقعكم يخسر الكثير من الزيارات من محركات البحث.'],
      ['نحن شركة متخصصة في تحسين محركات البحث ونضمن لكم الصفحة الأولى خلال 90 يوما.', 'من خلال الروابط الخلفية والتحسين سنضاعف عدد زوار موقعكم.'],
      ['هل يمكنني إرسال تقرير تحليل مجاني؟', 'باقاتنا تبدأ من {price} شهريا.'],
    ],
    web_design: [
      ['موقعكم يبدو قديما ولا يعمل بشكل جيد على الهاتف.', 'أنا مصمم مواقع مستقل.'],
      ['نصمم مواقع حديثة وسريعة بأسعار مناسبة جدا.'],
      ['هل ترغبون في تصميم مبدئي مجاني؟', 'الأسعار تبدأ من {price}.'],
    ],
    investment_fraud: [
      ['أود أن أشارككم فرصة استثمارية غيرت حياتي.', 'منصتنا للتداول بالذكاء الاصطناعي تحقق أرباحا يومية من 3 إلى 5 بالمئة.'],
      ['بإيداع 250 دولارا فقط يمكنك تحقيق دخل سلبي من المنزل.', 'أرباح مضمونة 300 بالمئة خلال 30 يوما.'],
      ['تواصل معي على واتساب {phone}.', 'سجل الآن: {url}'],
    ],
    phishing: [
      ['صندوق بريدكم ممتلئ وتم إيقاف استلام الرسائل.', 'ينتهي تسجيل النطاق {site} اليوم.', 'تم رصد تسجيل دخول غير معتاد إلى حسابكم.'],
      ['يرجى تأكيد بياناتكم خلال 24 ساعة لتجنب حذف الحساب.'],
      ['تأكيد الآن: {url}'],
    ],
    marketing_leads: [
      ['هل تريدون المزيد من العملاء لشركتكم؟', 'نوفر لكم من 30 إلى 50 موعدا مؤهلا شهريا.'],
      ['نقدم حملات إعلانية على جوجل وإنستغرام والدفع مقابل النتائج.'],
      ['هل أنتم مهتمون؟', 'راسلوني للمزيد من التفاصيل.'],
    ],
    services_pitch: [
      ['أتمنى أن تكونوا بخير. أتواصل معكم لأننا نعمل مع شركات مثل شركتكم.', 'اسمحوا لي أن أقدم لكم شركتنا باختصار.'],
      ['نقدم خدمات المحاسبة والترجمة وتصميم الشعارات وخدمة العملاء بأسعار منافسة.', 'يزيد عملاؤنا مبيعاتهم بنسبة 30 بالمئة في المتوسط.'],
      ['هل لديكم 15 دقيقة الأسبوع القادم لمكالمة قصيرة؟', 'من هو الشخص المناسب للتحدث معه؟'],
    ],
  },
  ham: {
    support_question: [
      ['اشتريت {product} الأسبوع الماضي ولدي سؤال.', 'لا أستطيع إنشاء حساب.'],
      ['الضوء ما زال يومض باللون الأحمر بعد الشحن.', 'هل يوجد ضمان؟'],
      ['شكرا مقدما.', 'رقم الطلب {order}.', ''],
    ],
    complaint: [
      ['أنا غير راض أبدا عن خدمتكم.', 'طلبي بتاريخ {date} لم يصل حتى الآن.'],
      ['وصل الطرد تالفا.', 'تم خصم المبلغ مرتين.'],
      ['أريد استرداد أموالي.', 'اتصلوا بي على {phone}.'],
    ],
    quote_request: [
      ['نحن {business} صغير ونحتاج إلى موقع جديد.', 'نخطط لتجديد المطبخ ونبحث عن مقاول.'],
      ['ميزانيتنا حوالي {price}.', 'هل يمكنكم إرسال عرض سعر تقريبي؟'],
      ['رقمي {phone}.', ''],
    ],
    short: [
      ['أرجو الاتصال بي', 'هل تفتحون يوم الأحد؟', 'شكرا!', 'هل توصلون إلى {city}؟', 'كم السعر؟', 'هل ما زال متوفرا؟'],
    ],
    booking: [
      ['أود حجز طاولة لستة أشخاص يوم {date} الساعة {time}.', 'هل يمكنني حجز موعد قص شعر يوم {date}؟'],
      ['أحدنا نباتي.', 'الصباح أفضل.'],
      ['أرجو التأكيد.', ''],
    ],
    feedback_thanks: [
      ['شكرا على الخدمة الرائعة.', 'وصلت {product} اليوم وهي أجمل من الصور.'],
      ['التوصيل كان سريعا والتغليف ممتاز.'],
      ['سنوصي بكم بالتأكيد!', ''],
    ],
  },
};

// prettier-ignore
export const hi: Phrasebook = {
  lang: 'hi',
  first: ['राहुल', 'प्रिया', 'अमित', 'नेहा', 'विकास', 'पूजा', 'संजय', 'अंजलि'],
  last: ['शर्मा', 'वर्मा', 'गुप्ता', 'सिंह', 'कुमार', 'पटेल', 'जोशी', 'मिश्रा'],
  greet: ['', 'नमस्ते,', 'नमस्कार,', 'प्रिय महोदय,'],
  sign: ['', 'धन्यवाद,\n{name}', 'सादर, {name}'],
  business: ['डेंटल क्लिनिक', 'बेकरी', 'कानूनी फर्म', 'ऑनलाइन दुकान', 'रेस्टोरेंट', 'सैलून'],
  product: ['लकड़ी की मेज़', 'सालाना सदस्यता', 'गिफ्ट कार्ड', 'बच्चों की साइकिल', 'कॉफी मशीन'],
  spam: {
    seo: [
      ['मैंने आपकी वेबसाइट {site} देखी, यह गूगल के पहले पेज पर नहीं दिखती।', 'आपकी वेबसाइट सर्च इंजन से बहुत सारा ट्रैफिक खो रही है।'],
      ['हम एक SEO कंपनी हैं और 90 दिनों में आपकी वेबसाइट को पहले पेज पर लाने की गारंटी देते हैं।', 'बैकलिंक्स और ऑप्टिमाइज़ेशन से आपके विज़िटर दोगुने होंगे।'],
      ['क्या मैं आपको मुफ्त ऑडिट रिपोर्ट भेज सकता हूँ?', 'हमारे पैकेज {price} प्रति माह से शुरू होते हैं।'],
    ],
    web_design: [
      ['आपकी वेबसाइट पुरानी दिखती है और मोबाइल पर ठीक से नहीं चलती।', 'मैं एक फ्रीलांस वेब डिज़ाइनर हूँ।'],
      ['हम कम कीमत में आधुनिक और तेज़ वेबसाइट बनाते हैं।'],
      ['क्या मैं मुफ्त डिज़ाइन भेजूँ?', 'कीमत {price} से शुरू।'],
    ],
    investment_fraud: [
      ['मैं आपके साथ एक निवेश का अवसर साझा करना चाहता हूँ जिसने मेरी ज़िंदगी बदल दी।', 'हमारा AI ट्रेडिंग प्लेटफॉर्म रोज़ 3 से 5 प्रतिशत मुनाफा देता है।'],
      ['सिर्फ 250 डॉलर जमा करके घर बैठे कमाई शुरू करें।', '30 दिनों में 300 प्रतिशत गारंटीड रिटर्न।'],
      ['व्हाट्सएप पर संपर्क करें {phone}', 'अभी रजिस्टर करें: {url}'],
    ],
    phishing: [
      ['आपका ईमेल बॉक्स भर गया है और नए संदेश रोक दिए गए हैं।', 'आपका डोमेन {site} आज समाप्त हो रहा है।'],
      ['खाता हटाए जाने से बचने के लिए 24 घंटे के अंदर अपनी जानकारी सत्यापित करें।'],
      ['अभी सत्यापित करें: {url}'],
    ],
    marketing_leads: [
      ['क्या आप अपने व्यवसाय के लिए और ग्राहक चाहते हैं?', 'हम हर महीने 30 से 50 योग्य लीड देते हैं।'],
      ['गूगल और फेसबुक विज्ञापनों से हम आपको नए ग्राहक दिलाते हैं।'],
      ['क्या आप रुचि रखते हैं?', 'अधिक जानकारी के लिए जवाब दें।'],
    ],
    services_pitch: [
      ['आशा है आप अच्छे होंगे। हम आपकी जैसी कंपनियों के साथ काम करते हैं, इसलिए संपर्क कर रहा हूँ।', 'मुझे अपनी कंपनी का संक्षिप्त परिचय देने दीजिए।'],
      ['हम अकाउंटिंग, अनुवाद, लोगो डिज़ाइन और ग्राहक सहायता किफायती दरों पर देते हैं।', 'हमारे ग्राहकों की बिक्री औसतन 30 प्रतिशत बढ़ी है।'],
      ['क्या अगले हफ्ते 15 मिनट की कॉल हो सकती है?', 'इस बारे में किससे बात करनी चाहिए?'],
    ],
  },
  ham: {
    support_question: [
      ['मैंने पिछले हफ्ते {product} खरीदी थी, एक सवाल है।', 'मैं अकाउंट नहीं बना पा रहा हूँ।'],
      ['चार्ज करने के बाद भी लाइट लाल रंग में झपक रही है।', 'क्या इसकी वारंटी है?'],
      ['धन्यवाद।', 'ऑर्डर नंबर {order} है।', ''],
    ],
    complaint: [
      ['मैं आपकी सेवा से बहुत निराश हूँ।', '{date} को किया गया मेरा ऑर्डर अभी तक नहीं आया।'],
      ['पार्सल टूटा हुआ आया।', 'मेरे कार्ड से दो बार पैसे कटे।'],
      ['कृपया मेरे पैसे वापस करें।', 'मुझे {phone} पर कॉल करें।'],
    ],
    quote_request: [
      ['हमारा एक छोटा {business} है और हमें नई वेबसाइट चाहिए।', 'हम रसोई का नवीनीकरण करवाना चाहते हैं।'],
      ['हमारा बजट लगभग {price} है।', 'क्या आप अनुमानित कीमत बता सकते हैं?'],
      ['मेरा नंबर {phone} है।', ''],
    ],
    short: [
      ['कृपया कॉल करें', 'क्या आप रविवार को खुले हैं?', 'धन्यवाद!', 'क्या आप {city} में डिलीवरी करते हैं?', 'कीमत क्या है?'],
    ],
    booking: [
      ['मैं {date} को {time} बजे 6 लोगों के लिए टेबल बुक करना चाहता हूँ।', 'क्या {date} को बाल कटवाने का अपॉइंटमेंट मिल सकता है?'],
      ['एक व्यक्ति शाकाहारी है।', 'सुबह का समय बेहतर रहेगा।'],
      ['कृपया पुष्टि करें।', ''],
    ],
    feedback_thanks: [
      ['शानदार सेवा के लिए धन्यवाद।', '{product} आज मिल गई, बहुत सुंदर है।'],
      ['डिलीवरी जल्दी हुई और पैकिंग अच्छी थी।'],
      ['हम आपकी सिफारिश ज़रूर करेंगे!', ''],
    ],
  },
};

// prettier-ignore
export const id: Phrasebook = {
  lang: 'id',
  first: ['Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Andi', 'Rina'],
  last: ['Santoso', 'Wijaya', 'Saputra', 'Lestari', 'Hidayat', 'Kusuma', 'Pratama', 'Nugroho'],
  greet: ['', 'Halo,', 'Selamat pagi,', 'Dengan hormat,', 'Hai,'],
  sign: ['', 'Terima kasih,\n{name}', 'Salam, {name}'],
  business: ['klinik gigi', 'toko roti', 'kantor hukum', 'toko online', 'restoran', 'salon'],
  product: ['meja kayu jati', 'langganan tahunan', 'voucher hadiah', 'sepeda anak', 'mesin kopi'],
  spam: {
    seo: [
      ['Saya melihat website Anda {site} dan tidak muncul di halaman pertama Google.', 'Website Anda kehilangan banyak trafik dari mesin pencari.'],
      ['Kami agensi SEO dan menjamin website Anda masuk halaman pertama dalam 90 hari.', 'Dengan backlink berkualitas, pengunjung Anda akan naik dua kali lipat.'],
      ['Boleh saya kirimkan audit gratis?', 'Paket kami mulai dari {price} per bulan.'],
    ],
    web_design: [
      ['Website Anda terlihat kuno dan kurang responsif di HP.', 'Saya desainer web freelance.'],
      ['Kami membuat website modern dan cepat dengan harga murah.'],
      ['Mau saya kirimkan desain gratis?', 'Harga mulai {price}.'],
    ],
    investment_fraud: [
      ['Saya ingin berbagi peluang investasi yang mengubah hidup saya.', 'Platform trading AI kami memberi keuntungan 3 sampai 5 persen per hari.'],
      ['Cukup deposit 250 dolar untuk mulai penghasilan pasif dari rumah.', 'Keuntungan dijamin 300 persen dalam 30 hari.'],
      ['Hubungi saya di WhatsApp {phone}.', 'Daftar sekarang: {url}'],
    ],
    phishing: [
      ['Kotak surat Anda penuh dan pesan masuk diblokir.', 'Domain {site} Anda berakhir hari ini.'],
      ['Verifikasi data Anda dalam 24 jam agar akun tidak dihapus.'],
      ['Verifikasi sekarang: {url}'],
    ],
    marketing_leads: [
      ['Ingin lebih banyak pelanggan untuk bisnis Anda?', 'Kami menghasilkan 30 sampai 50 prospek berkualitas setiap bulan.'],
      ['Iklan Google dan Instagram dengan sistem bayar sesuai hasil.'],
      ['Tertarik?', 'Balas untuk info lebih lanjut.'],
    ],
    services_pitch: [
      ['Semoga Anda sehat selalu. Saya menghubungi karena kami bekerja dengan perusahaan seperti Anda.', 'Izinkan saya memperkenalkan perusahaan kami secara singkat.'],
      ['Kami menyediakan jasa pembukuan, terjemahan, desain logo, dan layanan pelanggan dengan harga terjangkau.', 'Klien kami rata-rata meningkatkan omzet 30 persen.'],
      ['Apakah ada waktu 15 menit minggu depan untuk berbicara?', 'Siapa orang yang tepat untuk membahas ini?'],
    ],
  },
  ham: {
    support_question: [
      ['Saya membeli {product} minggu lalu dan ada pertanyaan.', 'Saya tidak bisa membuat akun.'],
      ['Lampunya masih berkedip merah setelah diisi daya.', 'Apakah ada garansinya?'],
      ['Terima kasih sebelumnya.', 'Nomor pesanan {order}.', ''],
    ],
    complaint: [
      ['Saya sangat kecewa dengan pelayanan Anda.', 'Pesanan saya tanggal {date} belum juga sampai.'],
      ['Paketnya datang dalam keadaan rusak.', 'Saldo saya terpotong dua kali.'],
      ['Tolong kembalikan uang saya.', 'Hubungi saya di {phone}.'],
    ],
    quote_request: [
      ['Kami {business} kecil dan membutuhkan website baru.', 'Kami ingin merenovasi dapur.'],
      ['Anggaran kami sekitar {price}.', 'Bisa kirimkan perkiraan harga?'],
      ['Nomor saya {phone}.', ''],
    ],
    short: [
      ['Tolong telepon balik', 'Apakah buka hari Minggu?', 'Terima kasih!', 'Bisa kirim ke {city}?', 'Harganya berapa?', 'Masih ada stok?'],
    ],
    booking: [
      ['Saya ingin pesan meja untuk 6 orang tanggal {date} jam {time}.', 'Bisa booking potong rambut tanggal {date}?'],
      ['Satu orang vegetarian.', 'Pagi lebih baik.'],
      ['Mohon konfirmasinya.', ''],
    ],
    feedback_thanks: [
      ['Terima kasih atas pelayanannya yang luar biasa.', '{product} sudah sampai hari ini dan bagus sekali.'],
      ['Pengiriman cepat dan dikemas dengan rapi.'],
      ['Pasti kami rekomendasikan!', ''],
    ],
  },
};

// prettier-ignore
export const vi: Phrasebook = {
  lang: 'vi',
  first: ['Minh', 'Lan', 'Hùng', 'Hương', 'Tuấn', 'Mai', 'Nam', 'Linh'],
  last: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi'],
  greet: ['', 'Xin chào,', 'Chào anh chị,', 'Kính gửi,'],
  sign: ['', 'Cảm ơn,\n{name}', 'Trân trọng, {name}'],
  business: ['phòng khám nha khoa', 'tiệm bánh', 'văn phòng luật', 'cửa hàng online', 'nhà hàng', 'tiệm làm tóc'],
  product: ['bàn gỗ sồi', 'thẻ hội viên năm', 'phiếu quà tặng', 'xe đạp trẻ em', 'máy pha cà phê'],
  spam: {
    seo: [
      ['Tôi đã xem website {site} của quý công ty và thấy nó không xuất hiện ở trang đầu Google.', 'Website của bạn đang mất rất nhiều lượt truy cập từ công cụ tìm kiếm.'],
      ['Chúng tôi là công ty SEO và cam kết đưa website lên trang một trong 90 ngày.', 'Với backlink chất lượng, lượng khách truy cập sẽ tăng gấp đôi.'],
      ['Tôi có thể gửi bản phân tích miễn phí không?', 'Gói dịch vụ chỉ từ {price} mỗi tháng.'],
    ],
    web_design: [
      ['Website của bạn trông đã cũ và hiển thị kém trên điện thoại.', 'Tôi là nhà thiết kế web tự do.'],
      ['Chúng tôi thiết kế website hiện đại, nhanh với giá rẻ.'],
      ['Bạn có muốn nhận bản thiết kế miễn phí không?', 'Giá chỉ từ {price}.'],
    ],
    investment_fraud: [
      ['Tôi muốn chia sẻ một cơ hội đầu tư đã thay đổi cuộc đời tôi.', 'Nền tảng giao dịch AI của chúng tôi mang lại lợi nhuận 3 đến 5 phần trăm mỗi ngày.'],
      ['Chỉ cần nạp 250 đô la để bắt đầu kiếm thu nhập thụ động tại nhà.', 'Cam kết lợi nhuận 300 phần trăm trong 30 ngày.'],
      ['Liên hệ Zalo hoặc WhatsApp {phone}.', 'Đăng ký ngay: {url}'],
    ],
    phishing: [
      ['Hộp thư của bạn đã đầy và thư đến bị tạm dừng.', 'Tên miền {site} của bạn hết hạn hôm nay.'],
      ['Vui lòng xác minh tài khoản trong 24 giờ để tránh bị xóa.'],
      ['Xác minh ngay: {url}'],
    ],
    marketing_leads: [
      ['Bạn muốn có thêm khách hàng cho doanh nghiệp?', 'Chúng tôi mang lại 30 đến 50 khách hàng tiềm năng mỗi tháng.'],
      ['Quảng cáo Google và Facebook, trả phí theo kết quả.'],
      ['Bạn có quan tâm không?', 'Hãy trả lời để biết thêm chi tiết.'],
    ],
    services_pitch: [
      ['Chúc anh chị một ngày tốt lành. Chúng tôi chuyên hỗ trợ các doanh nghiệp như quý công ty.', 'Cho phép tôi giới thiệu ngắn gọn về công ty chúng tôi.'],
      ['Chúng tôi cung cấp dịch vụ kế toán, dịch thuật, thiết kế logo và chăm sóc khách hàng với giá tốt.', 'Khách hàng của chúng tôi tăng doanh thu trung bình 30 phần trăm.'],
      ['Tuần sau anh chị có 15 phút để trao đổi không?', 'Tôi nên liên hệ với ai về việc này?'],
    ],
  },
  ham: {
    support_question: [
      ['Tuần trước tôi mua {product} và có một câu hỏi.', 'Tôi không tạo được tài khoản.'],
      ['Đèn vẫn nhấp nháy đỏ sau khi sạc.', 'Sản phẩm có bảo hành không?'],
      ['Cảm ơn trước.', 'Mã đơn hàng {order}.', ''],
    ],
    complaint: [
      ['Tôi rất thất vọng với dịch vụ của các bạn.', 'Đơn hàng ngày {date} của tôi vẫn chưa đến.'],
      ['Gói hàng bị hư hỏng.', 'Tôi bị trừ tiền hai lần.'],
      ['Vui lòng hoàn tiền cho tôi.', 'Gọi cho tôi số {phone}.'],
    ],
    quote_request: [
      ['Chúng tôi là một {business} nhỏ và cần website mới.', 'Chúng tôi muốn sửa lại nhà bếp.'],
      ['Ngân sách khoảng {price}.', 'Bạn có thể báo giá sơ bộ không?'],
      ['Số của tôi là {phone}.', ''],
    ],
    short: [
      ['Vui lòng gọi lại', 'Chủ nhật có mở cửa không?', 'Cảm ơn!', 'Có giao hàng đến {city} không?', 'Giá bao nhiêu?', 'Còn hàng không?'],
    ],
    booking: [
      ['Tôi muốn đặt bàn cho 6 người vào {date} lúc {time}.', 'Tôi có thể đặt lịch cắt tóc ngày {date} không?'],
      ['Một người ăn chay.', 'Buổi sáng thì tốt hơn.'],
      ['Vui lòng xác nhận.', ''],
    ],
    feedback_thanks: [
      ['Cảm ơn vì dịch vụ tuyệt vời.', '{product} đã đến hôm nay, rất đẹp.'],
      ['Giao hàng nhanh và đóng gói cẩn thận.'],
      ['Chắc chắn sẽ giới thiệu cho bạn bè!', ''],
    ],
  },
};
