import type { AddedKinds } from './types.js';

/** The kinds of `world-pitches.ts` in Japanese, Chinese, Korean, Arabic, Hindi, Indonesian and Vietnamese. */
// prettier-ignore
export const worldPitchesAsia: Readonly<Record<string, AddedKinds>> = {
  ja: {
    spam: {
      bookkeeping_pitch: [
        ['経理や記帳をまだ業務時間外にご自身でされていませんか。', '個人事業主様向けの会計事務所を運営しております。', '多くの中小企業が気付かないうちに税金を払いすぎています。'],
        ['請求書、給与計算、消費税申告を月額{price}の定額でお引き受けします。', '当事務所の税理士が2週間で帳簿を整理いたします。', 'お客様は平均で週11時間の作業を削減されています。'],
        ['今週15分ほど無料でお電話できませんか。', 'ご返信いただければ、お見積りをお送りします。', '金曜日までのお申し込みで初月無料です。'],
      ],
      translation_pitch: [
        ['御社のホームページは日本語のみのようです。', '弊社は40言語のネイティブ翻訳者が在籍する翻訳会社です。', 'サイトが母国語だとお客様の購入率は大きく上がります。'],
        ['ホームページ全体の翻訳とローカライズを{price}から承ります。', '弊社チームがサイト、商品説明、契約書を48時間で翻訳します。', '公証翻訳も通常の半額でご提供しております。'],
        ['トップページの無料お試し翻訳をお送りしましょうか。', '必要な言語をお知らせいただければ、本日中にお見積りします。', '短くお電話できるお時間はございますか。'],
      ],
      it_security_pitch: [
        ['今年、ランサムウェアの最大の標的は中小企業です。', '簡易診断の結果、御社サイトに脆弱性がある可能性があります。', '弊社は小規模オフィス向けにITサポートとセキュリティ対策を提供しています。'],
        ['システム全体のセキュリティ診断をわずか{price}でご提供します。', '弊社エンジニアが24時間体制でネットワークを監視します。', 'ファイルとメールを停止なしで安全なクラウドへ移行します。'],
        ['20分の無料診断のお時間をいただけませんか。', '「はい」とご返信いただければ報告書をお送りします。', '先着10社様限定のご案内です。'],
      ],
      energy_pitch: [
        ['電気料金が毎月上がり続けていませんか。', '弊社は企業様の電気代を最大40％削減するお手伝いをしています。', '御社の屋根で太陽光発電ができるかもしれません。'],
        ['専任アドバイザーが電力会社を比較し、無料で切り替えます。', '初期費用ゼロ、補助金を使って太陽光パネルを設置します。', '無料の省エネ診断で、無駄なコストがすぐに分かります。'],
        ['短いお電話のご都合はいかがでしょうか。', '最新の請求書をお送りいただければ削減額を試算します。', '補助金の締め切り前に無料相談をご予約ください。'],
      ],
    },
    ham: {
      b2b_request: [
        ['小さな設計事務所ですが、スタッフ用に{product}を20個注文したいと考えています。', '弊社で来月{city}にて35名の社内イベントを予定しております。', '長くお付き合いできる仕入れ先を探しております。'],
        ['納期を含めたお見積りをいただけますか。', '法人割引はありますか。また、請求書を会社宛てに発行していただけますか。', '予算は{price}ほどですが、可能な範囲を教えてください。'],
        ['今週の午前中でしたら担当の者が電話に出られます。', 'ご提案をお待ちしております。', ''],
      ],
    },
  },
  zh: {
    spam: {
      bookkeeping_pitch: [
        ['您还在下班后自己做账吗？', '我们是一家专门服务小企业主的代理记账公司。', '大多数小企业在不知不觉中多交了税。'],
        ['发票、工资和增值税申报，我们每月只收{price}全包。', '我们的会计两周内帮您把账目整理清楚。', '我们的客户平均每周节省11个小时。'],
        ['这周能否抽15分钟免费通个电话？', '回复这条消息，我给您发一份报价。', '周五前签约首月免费。'],
      ],
      translation_pitch: [
        ['我注意到贵公司网站只有一种语言。', '我们是一家拥有40种语言母语译员的翻译公司。', '网站使用客户的母语，成交率会高很多。'],
        ['整站翻译和本地化{price}起。', '我们的团队48小时内完成网站、产品描述和合同的翻译。', '认证翻译只要同行一半的价格。'],
        ['要不要我免费试译一下您的首页？', '告诉我需要哪些语言，今天就给您报价。', '您什么时候方便简单通个电话？'],
      ],
      it_security_pitch: [
        ['今年勒索病毒的头号目标就是小企业。', '快速扫描显示您的网站可能存在安全漏洞。', '我们公司为小型办公室提供IT运维和网络安全服务。'],
        ['全面的系统安全检测只需{price}。', '我们的工程师全天候监控您的网络。', '我们可以不停机把文件和邮箱迁移到安全的云端。'],
        ['能否预约一次20分钟的免费评估？', '回复“是”，我把检测报告发给您。', '仅限前十家回复的企业。'],
      ],
      energy_pitch: [
        ['您的电费是不是每个季度都在涨？', '我们帮助企业把电费降低最多40%。', '您的屋顶可以装太阳能板自己发电。'],
        ['我们的顾问比较所有供电商，免费为您更换合同。', '零首付安装光伏板，还能申请政府补贴。', '免费能耗评估，告诉您公司哪里在浪费钱。'],
        ['什么时候方便简单聊一下？', '把最近一期电费单发给我们，帮您算算能省多少。', '补贴名额有限，请尽快预约免费评估。'],
      ],
    },
    ham: {
      b2b_request: [
        ['我们是一家小型建筑设计事务所，想为员工订购20件{product}。', '我们公司下个月在{city}办一个35人的团建活动。', '我们在为公司寻找可以长期合作的供应商。'],
        ['能否发一份含交货期的报价？', '对企业客户有折扣吗？发票可以直接开给我们公司吗？', '我们的预算大约{price}，请问能做到什么程度？'],
        ['这周上午我们的行政同事都可以接电话。', '谢谢，期待您的方案。', ''],
      ],
    },
  },
  ko: {
    spam: {
      bookkeeping_pitch: [
        ['아직도 퇴근 후에 직접 장부를 정리하고 계신가요?', '저는 사장님 같은 개인사업자를 돕는 작은 세무회계 사무소를 운영하고 있습니다.', '대부분의 소상공인이 모르는 사이에 세금을 더 내고 있습니다.'],
        ['세금계산서, 급여, 부가세 신고를 월 {price} 정액으로 맡아 드립니다.', '저희 세무사가 2주 안에 장부를 깔끔하게 정리해 드립니다.', '고객님들은 평균 주 11시간을 절약하고 계십니다.'],
        ['이번 주에 15분 정도 무료 상담 통화 가능하실까요?', '이 메시지에 답장 주시면 견적서를 보내 드리겠습니다.', '금요일까지 신청하시면 첫 달은 무료입니다.'],
      ],
      translation_pitch: [
        ['귀사 홈페이지가 한 가지 언어로만 되어 있는 것을 보았습니다.', '저희는 40개 언어 원어민 번역가가 있는 번역 회사입니다.', '고객의 언어로 된 사이트는 구매율이 훨씬 높습니다.'],
        ['홈페이지 전체 번역과 현지화를 {price}부터 해 드립니다.', '저희 팀이 웹사이트, 상품 설명, 계약서를 48시간 안에 번역합니다.', '공증 번역을 절반 가격에 제공합니다.'],
        ['메인 페이지 무료 샘플 번역을 보내 드릴까요?', '필요한 언어를 알려 주시면 오늘 바로 견적을 드리겠습니다.', '잠깐 통화 가능한 시간이 언제일까요?'],
      ],
      it_security_pitch: [
        ['올해 랜섬웨어의 주요 표적은 중소기업입니다.', '간단한 점검 결과 귀사 홈페이지에 보안 취약점이 있을 수 있습니다.', '저희 회사는 소규모 사무실의 IT 관리와 보안을 맡고 있습니다.'],
        ['전체 시스템 보안 진단을 단 {price}에 해 드립니다.', '저희 엔지니어가 24시간 네트워크를 모니터링합니다.', '파일과 메일을 중단 없이 안전한 클라우드로 옮겨 드립니다.'],
        ['20분 무료 진단 일정을 잡아도 될까요?', '“네”라고 답장 주시면 보고서를 보내 드리겠습니다.', '선착순 10개 회사에만 드리는 혜택입니다.'],
      ],
      energy_pitch: [
        ['전기요금이 매 분기 계속 오르고 있지 않나요?', '저희는 기업의 전기요금을 최대 40%까지 줄여 드립니다.', '사업장 지붕에 태양광 패널을 설치하면 직접 전기를 만들 수 있습니다.'],
        ['전문 상담사가 요금제를 비교하고 무료로 변경해 드립니다.', '초기 비용 없이 정부 보조금으로 태양광을 설치해 드립니다.', '무료 에너지 진단으로 새는 비용을 바로 확인하세요.'],
        ['잠깐 통화 가능한 시간이 있으실까요?', '최근 고지서를 보내 주시면 절감액을 계산해 드립니다.', '보조금이 끝나기 전에 무료 상담을 예약하세요.'],
      ],
    },
    ham: {
      b2b_request: [
        ['저희는 작은 건축 사무소인데 직원용으로 {product} 20개를 주문하고 싶습니다.', '저희 회사가 다음 달 {city}에서 35명 규모의 워크숍을 합니다.', '저희 가게와 오래 거래할 공급처를 찾고 있습니다.'],
        ['납기를 포함한 견적서를 보내 주실 수 있나요?', '법인 할인이 있는지, 세금계산서를 회사로 발행해 주실 수 있는지 궁금합니다.', '예산은 {price} 정도인데 어느 정도까지 가능할까요?'],
        ['이번 주 오전에는 담당자가 전화를 받을 수 있습니다.', '제안 기다리겠습니다. 감사합니다.', ''],
      ],
      existing_client: [
        ['안녕하세요, 새 직원 사진을 저희 홈페이지에 올려 주실 수 있을까요?', '저희 홈페이지에 아직 예전 영업시간이 나와 있어요. 수정 부탁드립니다.', '어제부터 저희 사이트 문의 폼에서 메일이 오지 않습니다.'],
        ['원고는 공유 폴더에 있습니다: {link}', '{date} 행사 전에 반영되어야 합니다.', '유지보수 계약에 포함되는지, 아니면 비용이 얼마인지 알려 주세요.'],
        ['감사합니다!', '좋은 하루 보내세요. {first} 드림', ''],
      ],
    },
  },
  ar: {
    spam: {
      bookkeeping_pitch: [
        ['هل ما زلت تمسك حسابات شركتك بنفسك بعد ساعات العمل؟', 'أدير مكتب محاسبة صغيرا يعمل مع أصحاب المشاريع مثلك.', 'معظم الشركات الصغيرة تدفع ضرائب أكثر مما يجب دون أن تعلم.'],
        ['نتولى الفواتير والرواتب وضريبة القيمة المضافة مقابل {price} شهريا فقط.', 'محاسبونا ينظمون دفاترك خلال أسبوعين.', 'يوفر عملاؤنا في المتوسط إحدى عشرة ساعة أسبوعيا.'],
        ['هل لديك 15 دقيقة هذا الأسبوع لمكالمة مجانية؟', 'رد على هذه الرسالة وسأرسل لك عرض سعر دون أي التزام.', 'الشهر الأول مجاني عند الاشتراك قبل الجمعة.'],
      ],
      translation_pitch: [
        ['لاحظت أن موقعكم متوفر بلغة واحدة فقط.', 'نحن مكتب ترجمة لديه مترجمون أصليون في 40 لغة.', 'يشتري العملاء أكثر بكثير عندما يتحدث الموقع لغتهم.'],
        ['نترجم موقعكم بالكامل ونكيّفه لكل سوق ابتداء من {price}.', 'فريقنا يترجم المواقع ووصف المنتجات والعقود خلال 48 ساعة.', 'نقدم الترجمة المعتمدة بنصف السعر المعتاد.'],
        ['هل أرسل لكم ترجمة تجريبية مجانية للصفحة الرئيسية؟', 'أخبروني باللغات التي تحتاجونها وسنرسل عرض السعر اليوم.', 'متى يناسبكم اتصال قصير؟'],
      ],
      it_security_pitch: [
        ['الشركات الصغيرة هي الهدف الأول لبرامج الفدية هذا العام.', 'أظهر فحص سريع أن موقعكم قد يحتوي على ثغرات أمنية.', 'تقدم شركتنا الدعم التقني والأمن السيبراني للمكاتب الصغيرة.'],
        ['نقدم لكم تدقيقا أمنيا كاملا لأنظمتكم مقابل {price} فقط.', 'يراقب مهندسونا شبكتكم على مدار الساعة.', 'ننقل ملفاتكم وبريدكم إلى سحابة آمنة دون أي توقف.'],
        ['هل يمكننا حجز تقييم مجاني لمدة 20 دقيقة؟', 'ردوا بكلمة «نعم» وسأرسل لكم التقرير.', 'العرض متاح لأول عشر شركات فقط.'],
      ],
      energy_pitch: [
        ['هل ما زالت فواتير الكهرباء لديكم ترتفع كل ربع سنة؟', 'نساعد الشركات على خفض تكاليف الطاقة حتى 40 بالمئة.', 'يمكن لسطح مبناكم أن ينتج الكهرباء بالألواح الشمسية.'],
        ['يقارن مستشارونا جميع المزودين ويغيرون عقدكم مجانا.', 'نركب الألواح الشمسية دون دفعة أولى وبدعم حكومي.', 'تدقيق مجاني للطاقة يكشف أين تخسر شركتكم المال.'],
        ['متى يناسبكم اتصال قصير؟', 'أرسلوا لنا آخر فاتورة وسنحسب لكم التوفير.', 'احجزوا استشارتكم المجانية قبل انتهاء الدعم.'],
      ],
    },
    ham: {
      b2b_request: [
        ['نحن مكتب هندسة معمارية صغير ونرغب في طلب 20 قطعة من {product} لفريقنا.', 'تنظم شركتنا الشهر القادم فعالية لخمسة وثلاثين شخصا في {city}.', 'نبحث عن مورد لشركتنا للتعاون على المدى الطويل.'],
        ['هل يمكنكم إرسال عرض سعر مع مواعيد التسليم؟', 'هل لديكم خصم للشركات، وهل يمكن إصدار الفاتورة باسم شركتنا؟', 'ميزانيتنا حوالي {price}، ما الممكن ضمنها؟'],
        ['مديرة المكتب لدينا متاحة للاتصال صباحا هذا الأسبوع.', 'شكرا لكم، ننتظر عرضكم.', ''],
      ],
      existing_client: [
        ['مرحبا، هل يمكنكم إضافة صور الفريق الجديدة إلى موقعنا؟', 'ما زالت أوقات العمل القديمة ظاهرة على موقعنا، هل يمكن تحديثها؟', 'نموذج التواصل في موقعنا لا يرسل الرسائل منذ الأمس.'],
        ['النصوص موجودة في المجلد المشترك: {link}', 'نحتاج أن يكون ذلك منشورا قبل فعاليتنا يوم {date}', 'هل هذا ضمن عقد الصيانة أم كم ستكون التكلفة؟'],
        ['شكرا!', 'مع التحية، {first}', ''],
      ],
    },
  },
  hi: {
    spam: {
      bookkeeping_pitch: [
        ['क्या आप अब भी रात में खुद अपने बिज़नेस का हिसाब-किताब करते हैं?', 'मैं एक छोटी अकाउंटिंग फर्म चलाता हूँ जो आप जैसे व्यापारियों के साथ काम करती है।', 'ज़्यादातर छोटे व्यापारी बिना जाने ज़रूरत से ज़्यादा टैक्स भरते हैं।'],
        ['बिल, सैलरी और GST रिटर्न हम सिर्फ़ {price} महीने में संभालते हैं।', 'हमारे अकाउंटेंट दो हफ़्ते में आपके खाते ठीक कर देंगे।', 'हमारे ग्राहक हर हफ़्ते औसतन ग्यारह घंटे बचाते हैं।'],
        ['क्या इस हफ़्ते 15 मिनट की मुफ़्त कॉल हो सकती है?', 'इस मैसेज का जवाब दें, मैं आपको कोटेशन भेज दूँगा।', 'शुक्रवार से पहले जुड़ने पर पहला महीना मुफ़्त।'],
      ],
      translation_pitch: [
        ['मैंने देखा कि आपकी वेबसाइट सिर्फ़ एक भाषा में है।', 'हम एक अनुवाद एजेंसी हैं जिसके पास 40 भाषाओं के मूल अनुवादक हैं।', 'जब वेबसाइट ग्राहक की भाषा में हो तो वे कहीं ज़्यादा खरीदते हैं।'],
        ['हम आपकी पूरी वेबसाइट का अनुवाद {price} से शुरू करते हैं।', 'हमारी टीम वेबसाइट, प्रोडक्ट विवरण और अनुबंध 48 घंटे में अनुवाद करती है।', 'प्रमाणित अनुवाद आधी क़ीमत पर।'],
        ['क्या मैं आपके होम पेज का मुफ़्त सैंपल अनुवाद भेजूँ?', 'बस भाषाएँ बताइए, आज ही कोटेशन भेज देंगे।', 'छोटी सी कॉल के लिए आपको कब सुविधा होगी?'],
      ],
      it_security_pitch: [
        ['इस साल रैनसमवेयर का सबसे बड़ा निशाना छोटे व्यवसाय हैं।', 'एक छोटी जाँच में पता चला कि आपकी वेबसाइट में सुरक्षा खामियाँ हो सकती हैं।', 'हमारी कंपनी छोटे दफ़्तरों को IT सपोर्ट और साइबर सुरक्षा देती है।'],
        ['आपके पूरे सिस्टम का सुरक्षा ऑडिट सिर्फ़ {price} में।', 'हमारे इंजीनियर आपके नेटवर्क पर 24 घंटे नज़र रखते हैं।', 'हम आपकी फ़ाइलें और ईमेल बिना रुकावट सुरक्षित क्लाउड पर ले जाते हैं।'],
        ['क्या 20 मिनट की मुफ़्त जाँच कॉल तय कर सकते हैं?', '"हाँ" लिखकर जवाब दें, मैं रिपोर्ट भेज दूँगा।', 'यह ऑफ़र सिर्फ़ पहली दस कंपनियों के लिए है।'],
      ],
      energy_pitch: [
        ['क्या आपका बिजली का बिल हर तिमाही बढ़ रहा है?', 'हम व्यवसायों का बिजली खर्च 40 प्रतिशत तक कम करने में मदद करते हैं।', 'आपकी छत सोलर पैनल से आपकी अपनी बिजली बना सकती है।'],
        ['हमारे सलाहकार सभी कंपनियों की तुलना करके मुफ़्त में आपका कनेक्शन बदलते हैं।', 'बिना शुरुआती खर्च के, सरकारी सब्सिडी के साथ सोलर पैनल लगाते हैं।', 'मुफ़्त ऊर्जा ऑडिट बताएगा कि आपका बिज़नेस कहाँ पैसा गँवा रहा है।'],
        ['छोटी कॉल के लिए कब समय मिलेगा?', 'अपना पिछला बिल भेजें, हम बचत का हिसाब लगा देंगे।', 'सब्सिडी ख़त्म होने से पहले मुफ़्त सलाह बुक करें।'],
      ],
    },
    ham: {
      b2b_request: [
        ['हम एक छोटा आर्किटेक्चर ऑफ़िस हैं और अपनी टीम के लिए 20 {product} मँगवाना चाहते हैं।', 'हमारी कंपनी अगले महीने {city} में 35 लोगों का एक कार्यक्रम कर रही है।', 'हम अपने कारोबार के लिए लंबे समय तक काम करने वाला सप्लायर ढूँढ रहे हैं।'],
        ['क्या आप डिलीवरी समय के साथ कोटेशन भेज सकते हैं?', 'क्या कंपनियों के लिए छूट है, और बिल सीधे हमारी कंपनी के नाम बन सकता है?', 'हमारा बजट लगभग {price} है, इसमें क्या हो सकता है?'],
        ['हमारी ऑफ़िस मैनेजर इस हफ़्ते सुबह फ़ोन पर उपलब्ध हैं।', 'धन्यवाद, आपके प्रस्ताव का इंतज़ार रहेगा।', ''],
      ],
      existing_client: [
        ['नमस्ते, क्या आप हमारी वेबसाइट पर टीम की नई फ़ोटो लगा सकते हैं?', 'हमारी वेबसाइट पर अभी भी पुराना समय दिख रहा है, कृपया बदल दें।', 'हमारी साइट का संपर्क फ़ॉर्म कल से ईमेल नहीं भेज रहा।'],
        ['टेक्स्ट साझा फ़ोल्डर में है: {link}', 'यह {date} के हमारे कार्यक्रम से पहले लाइव होना चाहिए।', 'क्या यह मेंटेनेंस अनुबंध में शामिल है या इसका ख़र्च कितना होगा?'],
        ['धन्यवाद!', 'शुभकामनाएँ, {first}', ''],
      ],
    },
  },
  id: {
    spam: {
      bookkeeping_pitch: [
        ['Apakah Anda masih mengerjakan pembukuan usaha sendiri setiap malam?', 'Saya mengelola kantor akuntan kecil yang melayani pemilik usaha seperti Anda.', 'Kebanyakan usaha kecil membayar pajak terlalu banyak tanpa sadar.'],
        ['Kami mengurus faktur, penggajian, dan PPN dengan biaya tetap {price} per bulan.', 'Akuntan kami merapikan pembukuan Anda dalam dua minggu.', 'Klien kami rata-rata menghemat sebelas jam per minggu.'],
        ['Apakah ada waktu 15 menit minggu ini untuk telepon gratis?', 'Balas pesan ini dan saya kirimkan penawaran tanpa kewajiban.', 'Bulan pertama gratis jika daftar sebelum Jumat.'],
      ],
      translation_pitch: [
        ['Saya lihat situs Anda hanya tersedia dalam satu bahasa.', 'Kami agensi penerjemahan dengan penerjemah asli untuk 40 bahasa.', 'Pelanggan jauh lebih sering membeli jika situs memakai bahasa mereka.'],
        ['Kami menerjemahkan dan melokalkan seluruh situs Anda mulai {price}.', 'Tim kami menerjemahkan situs, deskripsi produk, dan kontrak dalam 48 jam.', 'Terjemahan tersumpah dengan setengah harga.'],
        ['Mau saya kirimkan contoh terjemahan gratis untuk halaman utama Anda?', 'Sebutkan bahasa yang dibutuhkan, hari ini juga kami kirim penawaran.', 'Kapan Anda ada waktu untuk telepon singkat?'],
      ],
      it_security_pitch: [
        ['Tahun ini usaha kecil menjadi sasaran utama ransomware.', 'Pemindaian singkat menunjukkan situs Anda mungkin punya celah keamanan.', 'Perusahaan kami menyediakan dukungan IT dan keamanan siber untuk kantor kecil.'],
        ['Kami menawarkan audit keamanan lengkap untuk sistem Anda hanya {price}.', 'Teknisi kami memantau jaringan Anda 24 jam.', 'Kami memindahkan file dan email Anda ke cloud yang aman tanpa gangguan.'],
        ['Bisakah kami jadwalkan konsultasi gratis 20 menit?', 'Balas "ya" dan saya kirimkan laporannya.', 'Penawaran hanya untuk sepuluh perusahaan pertama.'],
      ],
      energy_pitch: [
        ['Apakah tagihan listrik usaha Anda terus naik setiap kuartal?', 'Kami membantu perusahaan memangkas biaya listrik hingga 40 %.', 'Atap gedung Anda bisa menghasilkan listrik sendiri dengan panel surya.'],
        ['Konsultan kami membandingkan semua penyedia dan mengganti kontrak Anda gratis.', 'Kami memasang panel surya tanpa uang muka dengan subsidi pemerintah.', 'Audit energi gratis menunjukkan di mana usaha Anda kehilangan uang.'],
        ['Kapan waktu yang pas untuk telepon singkat?', 'Kirim tagihan terakhir Anda, kami hitung penghematannya.', 'Pesan konsultasi gratis sebelum subsidi habis.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Kami kantor arsitek kecil dan ingin memesan 20 {product} untuk tim kami.', 'Perusahaan kami mengadakan acara untuk 35 orang di {city} bulan depan.', 'Kami mencari pemasok untuk usaha kami yang bisa bekerja sama jangka panjang.'],
        ['Bisakah Anda mengirim penawaran beserta waktu pengirimannya?', 'Apakah ada diskon untuk perusahaan, dan bisakah faktur atas nama perusahaan kami?', 'Anggaran kami sekitar {price}, apa saja yang memungkinkan?'],
        ['Manajer kantor kami bisa dihubungi pagi hari minggu ini.', 'Terima kasih, kami tunggu penawarannya.', ''],
      ],
      existing_client: [
        ['Halo, bisa tolong pasang foto tim yang baru di situs kami?', 'Di situs kami masih tertulis jam buka yang lama, mohon diperbarui.', 'Formulir kontak di situs kami tidak mengirim email sejak kemarin.'],
        ['Teksnya ada di folder bersama: {link}', 'Harus sudah tayang sebelum acara kami tanggal {date}', 'Apakah ini termasuk kontrak perawatan atau berapa biayanya?'],
        ['Terima kasih!', 'Salam, {first}', ''],
      ],
    },
  },
  vi: {
    spam: {
      bookkeeping_pitch: [
        ['Anh chị vẫn tự làm sổ sách cho doanh nghiệp vào buổi tối?', 'Tôi điều hành một văn phòng kế toán nhỏ chuyên hỗ trợ chủ kinh doanh như anh chị.', 'Phần lớn doanh nghiệp nhỏ đóng thuế nhiều hơn mức cần mà không biết.'],
        ['Chúng tôi lo hóa đơn, bảng lương và khai thuế GTGT trọn gói {price} mỗi tháng.', 'Kế toán của chúng tôi sắp xếp lại sổ sách cho anh chị trong hai tuần.', 'Khách hàng của chúng tôi tiết kiệm trung bình mười một giờ mỗi tuần.'],
        ['Tuần này anh chị có 15 phút cho một cuộc gọi miễn phí không?', 'Hãy trả lời tin nhắn này, tôi sẽ gửi báo giá không ràng buộc.', 'Miễn phí tháng đầu nếu đăng ký trước thứ Sáu.'],
      ],
      translation_pitch: [
        ['Tôi thấy website của quý công ty chỉ có một ngôn ngữ.', 'Chúng tôi là công ty dịch thuật với biên dịch viên bản ngữ cho 40 ngôn ngữ.', 'Khách hàng mua nhiều hơn hẳn khi website nói ngôn ngữ của họ.'],
        ['Chúng tôi dịch và bản địa hóa toàn bộ website chỉ từ {price}.', 'Đội ngũ của chúng tôi dịch website, mô tả sản phẩm và hợp đồng trong 48 giờ.', 'Dịch thuật công chứng chỉ bằng nửa giá.'],
        ['Tôi gửi bản dịch thử miễn phí trang chủ của quý công ty nhé?', 'Chỉ cần cho biết các ngôn ngữ cần dịch, hôm nay chúng tôi gửi báo giá.', 'Khi nào tiện cho một cuộc gọi ngắn?'],
      ],
      it_security_pitch: [
        ['Năm nay doanh nghiệp nhỏ là mục tiêu số một của mã độc tống tiền.', 'Một lần quét nhanh cho thấy website của quý công ty có thể có lỗ hổng bảo mật.', 'Công ty chúng tôi cung cấp dịch vụ IT và an ninh mạng cho văn phòng nhỏ.'],
        ['Chúng tôi kiểm tra bảo mật toàn bộ hệ thống chỉ với {price}.', 'Kỹ sư của chúng tôi giám sát mạng của quý công ty 24/7.', 'Chúng tôi chuyển dữ liệu và email lên đám mây an toàn mà không gián đoạn.'],
        ['Chúng tôi đặt lịch đánh giá miễn phí 20 phút được không?', 'Trả lời "có" và tôi sẽ gửi báo cáo.', 'Ưu đãi chỉ dành cho mười công ty đầu tiên.'],
      ],
      energy_pitch: [
        ['Hóa đơn tiền điện của quý công ty vẫn tăng mỗi quý?', 'Chúng tôi giúp doanh nghiệp giảm chi phí điện đến 40 %.', 'Mái nhà của quý công ty có thể tự sản xuất điện bằng pin mặt trời.'],
        ['Chuyên viên của chúng tôi so sánh các nhà cung cấp và đổi hợp đồng miễn phí.', 'Lắp điện mặt trời không cần vốn ban đầu, có hỗ trợ của nhà nước.', 'Kiểm toán năng lượng miễn phí cho thấy doanh nghiệp đang lãng phí ở đâu.'],
        ['Khi nào tiện cho một cuộc gọi ngắn?', 'Gửi hóa đơn gần nhất, chúng tôi sẽ tính khoản tiết kiệm.', 'Đặt lịch tư vấn miễn phí trước khi hết hỗ trợ.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Chúng tôi là một văn phòng kiến trúc nhỏ, muốn đặt 20 {product} cho nhân viên.', 'Công ty chúng tôi tổ chức sự kiện cho 35 người ở {city} vào tháng sau.', 'Chúng tôi đang tìm nhà cung cấp lâu dài cho cửa hàng của mình.'],
        ['Anh chị có thể gửi báo giá kèm thời gian giao hàng không?', 'Có giảm giá cho doanh nghiệp không, và xuất hóa đơn cho công ty chúng tôi được không?', 'Ngân sách của chúng tôi khoảng {price}, có thể làm được gì?'],
        ['Quản lý văn phòng của chúng tôi nghe máy vào buổi sáng tuần này.', 'Cảm ơn, chúng tôi chờ đề xuất của anh chị.', ''],
      ],
      existing_client: [
        ['Chào anh, anh đưa giúp ảnh đội ngũ mới lên website của chúng tôi nhé?', 'Website của chúng tôi vẫn ghi giờ mở cửa cũ, nhờ anh cập nhật.', 'Form liên hệ trên website của chúng tôi từ hôm qua không gửi email nữa.'],
        ['Nội dung nằm trong thư mục chung: {link}', 'Cần lên trước sự kiện của chúng tôi ngày {date}', 'Việc này có trong hợp đồng bảo trì không hay chi phí bao nhiêu?'],
        ['Cảm ơn!', 'Thân, {first}', ''],
      ],
    },
  },
};
