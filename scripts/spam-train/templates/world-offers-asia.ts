import type { AddedKinds } from './types.js';

/** Session 6's kinds (`world-offers.ts`) in Japanese, Chinese, Korean, Arabic, Hindi, Indonesian and Vietnamese. */
// prettier-ignore
export const worldOffersAsia: Readonly<Record<string, AddedKinds>> = {
  ja: {
    spam: {
      staffing_pitch: [
        ['信頼できる人材をなかなか採用できずお困りではありませんか。', '弊社は御社のような企業様へ、リモートのエンジニア、デザイナー、アシスタントをご提供しています。', '国内での採用は時間も費用もかかりますが、別の方法があります。'],
        ['厳選した専門スタッフが日本時間に合わせて1時間{price}から対応します。', '国内の給与の数分の一でフルタイムの人材を確保でき、紹介料もかかりません。', '弊社のオペレーターが電話、チャット、メールで24時間お客様に対応します。'],
        ['ご要望に合うプロフィールをいくつかお送りしてもよろしいでしょうか。', '採用計画について短くお話しできるお時間はございますか。', '最初の2週間はリスクなし、ご満足いただけた場合のみお支払いください。'],
      ],
      logistics_pitch: [
        ['弊社は深圳に拠点を置く、12年の実績がある国際物流会社です。', '御社ではアジアから商品を輸入されていますか。', '弊社の仕入れ担当が工場を探し、品質を検査し、御社まで配送いたします。'],
        ['海上、航空、鉄道でのドアツードア輸送を大変お得な料金でご提供します。', 'お客様は運賃と通関費用を最大30％削減されています。', '書類、通関、倉庫の手配はすべて弊社が代行いたします。'],
        ['次回の出荷情報をお送りいただければ、24時間以内にお見積りします。', '最新の料金表をお送りしてもよろしいでしょうか。', '無料の輸送見積りをご希望でしたらお知らせください。'],
      ],
      packaging_pitch: [
        ['弊社はオリジナルの箱、袋、ラベルを製造するパッケージメーカーです。', '弊社工場では世界中のブランド向けに名入れノベルティを生産しております。', '良いパッケージはお客様にブランドを覚えてもらう近道です。'],
        ['最小ロット500個から、工場直販価格、デザインは無料です。', '箱、マグカップ、ボールペン、Tシャツへのロゴ印刷を{price}から承ります。', '無料サンプルをご用意しており、納期はわずか15日です。'],
        ['カタログと無料サンプルをお送りしてもよろしいでしょうか。', 'サイズと数量をお知らせいただければお見積りをお送りします。', '今月の特別価格をご希望の方はこのメッセージにご返信ください。'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['{city}で小さな雑貨店を営んでおり、御社の{product}を取り扱いたいと考えています。', '3店舗を展開する会社のバイヤーで、展示会で御社の商品を拝見しました。', '当店のネットショップは地元の商品を扱っており、御社の商品がぴったりだと思います。'],
        ['卸価格と最低発注数量を教えていただけますか。', '販売店との取引は可能でしょうか。初回注文の条件も教えてください。', 'カタログと小売店向けの取引条件をお送りいただけますと幸いです。'],
        ['ご都合がよろしければ、今週の午後にお電話いたします。', 'ご返信をお待ちしております。', ''],
      ],
    },
  },
  zh: {
    spam: {
      staffing_pitch: [
        ['您是否很难以合理的成本找到可靠的员工？', '我们为像贵公司这样的企业提供专属的远程开发、设计和助理人员。', '本地招聘又慢又贵，其实有更好的办法。'],
        ['我们精选的专业人员按您的时区工作，每小时仅需{price}起。', '只需本地工资的一小部分就能拥有全职员工，没有任何招聘费用。', '我们的客服团队通过电话、在线聊天和邮件全天候服务您的客户。'],
        ['我可以发几份符合您需求的简历给您吗？', '您方便花几分钟通个电话聊聊招聘计划吗？', '前两周零风险：满意后再付款。'],
      ],
      logistics_pitch: [
        ['我们是一家位于深圳、拥有十二年经验的国际货运代理公司。', '贵公司是否从亚洲进口货物？', '我们的采购代理帮您寻找工厂、检验质量并送货上门。'],
        ['我们提供海运、空运和铁路门到门服务，价格非常有竞争力。', '我们的客户在运费和清关上最多节省百分之三十。', '单证、报关和仓储都由我们为您办理。'],
        ['请发来您下一批货物的信息，我们二十四小时内报价。', '我可以把最新的价格表发给您吗？', '如需免费运费报价，请告诉我。'],
      ],
      packaging_pitch: [
        ['我们是定制包装盒、手提袋和标签的生产厂家。', '我们工厂为全球品牌生产印刷促销礼品。', '好的包装能让顾客记住您的品牌。'],
        ['五百个起订，工厂价格，免费设计。', '可在盒子、马克杯、笔和T恤上印制您的标志，{price}起。', '提供免费样品，交货只需十五天。'],
        ['您想收到我们的产品目录和免费样品吗？', '请告诉我尺寸和数量，我给您发报价。', '回复此消息即可获得本月最优惠价格。'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['我们在{city}开了一家小店，希望能销售贵公司的{product}。', '我是一家拥有三家门店的公司的采购，在展会上看到了你们的产品。', '我们的网店专卖本地商品，贵公司的产品很适合我们。'],
        ['请问批发价格和最低起订量是多少？', '你们和经销商合作吗？首次订货有什么条件？', '麻烦发一份产品目录和给零售商的合作条件。'],
        ['如果方便，我这周找个下午给您打电话。', '谢谢，期待您的回复。', ''],
      ],
    },
  },
  ko: {
    spam: {
      staffing_pitch: [
        ['합리적인 비용으로 믿을 만한 직원을 구하기 어려우신가요?', '저희는 귀사 같은 기업에 전담 원격 개발자, 디자이너, 어시스턴트를 제공합니다.', '현지 채용은 느리고 비용이 많이 들지만 더 나은 방법이 있습니다.'],
        ['검증된 전문 인력이 귀사의 시간대에 맞춰 시간당 {price}부터 근무합니다.', '현지 급여의 일부 비용으로 풀타임 직원을 두실 수 있고 채용 수수료도 없습니다.', '저희 상담원이 전화, 채팅, 이메일로 고객님의 고객을 24시간 응대합니다.'],
        ['필요하신 조건에 맞는 프로필 몇 개를 보내드려도 될까요?', '채용 계획에 대해 짧게 통화하실 시간이 있으신가요?', '처음 2주는 위험 부담 없이, 만족하실 때만 비용을 내시면 됩니다.'],
      ],
      logistics_pitch: [
        ['저희는 선전에 본사를 둔 12년 경력의 국제 물류 회사입니다.', '사업을 위해 아시아에서 상품을 수입하고 계신가요?', '저희 구매 대행팀이 공장을 찾고 품질을 검사해 문 앞까지 배송합니다.'],
        ['해상, 항공, 철도 도어 투 도어 운송을 매우 경쟁력 있는 가격에 제공합니다.', '저희 고객사는 운임과 통관 비용을 최대 30% 절감하고 있습니다.', '서류, 통관, 창고 업무를 모두 대신 처리해 드립니다.'],
        ['다음 화물 정보를 보내 주시면 24시간 안에 견적을 드립니다.', '최신 요금표를 보내드려도 될까요?', '무료 운송 견적이 필요하시면 말씀해 주세요.'],
      ],
      packaging_pitch: [
        ['저희는 맞춤 포장 박스, 쇼핑백, 라벨 제조 업체입니다.', '저희 공장은 전 세계 브랜드를 위한 인쇄 판촉물을 생산합니다.', '좋은 포장은 고객이 브랜드를 기억하게 만듭니다.'],
        ['최소 주문 500개, 공장 직거래 가격에 디자인은 무료입니다.', '박스, 머그컵, 볼펜, 티셔츠에 로고 인쇄를 {price}부터 해 드립니다.', '무료 샘플을 제공하며 납기는 15일이면 충분합니다.'],
        ['카탈로그와 무료 샘플을 받아 보시겠어요?', '사이즈와 수량을 알려 주시면 견적서를 보내드리겠습니다.', '이번 달 최저가를 원하시면 이 메시지에 답장해 주세요.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['{city}에서 작은 가게를 운영하고 있는데 귀사의 {product}을 판매하고 싶습니다.', '매장 세 곳을 운영하는 회사의 구매 담당자로, 박람회에서 제품을 보았습니다.', '저희 온라인 쇼핑몰은 지역 상품을 판매하는데 귀사 제품이 잘 맞을 것 같습니다.'],
        ['도매 가격과 최소 주문 수량을 알려 주실 수 있을까요?', '재판매 업체와도 거래하시는지, 첫 주문 조건은 어떻게 되는지 궁금합니다.', '카탈로그와 소매점 거래 조건을 보내 주시면 감사하겠습니다.'],
        ['괜찮으시면 이번 주 오후에 전화드리겠습니다.', '답변 기다리겠습니다. 감사합니다.', ''],
      ],
    },
  },
  ar: {
    spam: {
      staffing_pitch: [
        ['هل تجدون صعوبة في العثور على موظفين موثوقين بتكلفة معقولة؟', 'نوفر لشركات مثل شركتكم مطورين ومصممين ومساعدين يعملون عن بُعد بدوام كامل.', 'التوظيف المحلي بطيء ومكلف، وهناك طريقة أفضل.'],
        ['يعمل خبراؤنا المختارون بعناية في منطقتكم الزمنية ابتداءً من {price} للساعة.', 'تحصلون على موظف بدوام كامل بجزء بسيط من الراتب المحلي ومن دون رسوم توظيف.', 'يرد موظفو الدعم لدينا على عملائكم عبر الهاتف والدردشة والبريد على مدار الساعة.'],
        ['هل يمكنني أن أرسل لكم بعض السير الذاتية المناسبة لاحتياجاتكم؟', 'هل لديكم وقت لمكالمة قصيرة حول خطط التوظيف لديكم؟', 'أول أسبوعين من دون مخاطرة: لا تدفعون إلا إذا كنتم راضين.'],
      ],
      logistics_pitch: [
        ['نحن شركة شحن وتخليص مقرها شنتشن ولدينا خبرة اثني عشر عاماً.', 'هل تستوردون بضائع من آسيا لنشاطكم التجاري؟', 'يبحث وكلاء الشراء لدينا عن المصانع ويفحصون الجودة ويوصلون البضاعة إلى بابكم.'],
        ['نقدم الشحن من الباب إلى الباب بحراً وجواً وبالقطار بأسعار منافسة جداً.', 'يوفر عملاؤنا حتى 30٪ من تكاليف الشحن والتخليص الجمركي.', 'نتولى عنكم الأوراق والجمارك والتخزين.'],
        ['أرسلوا لنا تفاصيل شحنتكم القادمة وسنرسل عرض السعر خلال 24 ساعة.', 'هل يمكنني إرسال قائمة أسعارنا الحالية؟', 'أخبروني إن كنتم ترغبون في عرض سعر شحن مجاني.'],
      ],
      packaging_pitch: [
        ['نحن مصنع لعلب وأكياس وملصقات التغليف حسب الطلب.', 'ينتج مصنعنا هدايا دعائية مطبوعة لعلامات تجارية حول العالم.', 'التغليف الجيد يجعل العملاء يتذكرون علامتكم التجارية.'],
        ['الحد الأدنى للطلب 500 قطعة، بأسعار المصنع وتصميم مجاني.', 'نطبع شعاركم على العلب والأكواب والأقلام والقمصان ابتداءً من {price}.', 'العينات المجانية متوفرة والتسليم خلال 15 يوماً فقط.'],
        ['هل تودون استلام الكتالوج وعينة مجانية؟', 'أخبروني بالمقاس والكمية وسأرسل لكم عرض سعر.', 'ردوا على هذه الرسالة للحصول على أفضل سعر لهذا الشهر.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['لدينا متجر صغير في {city} ونرغب في بيع {product} الخاصة بكم.', 'أنا مسؤولة المشتريات في سلسلة من ثلاثة متاجر ورأيت منتجاتكم في معرض.', 'متجرنا الإلكتروني يبيع منتجات محلية ومنتجاتكم تناسبنا جداً.'],
        ['هل يمكنكم إخبارنا بأسعار الجملة والحد الأدنى للطلب؟', 'هل تتعاملون مع الموزعين، وما شروط الطلب الأول؟', 'نرجو إرسال الكتالوج وشروط التعامل مع المتاجر.'],
        ['إذا كان ذلك مناسباً، يمكنني الاتصال بكم بعد الظهر هذا الأسبوع.', 'شكراً لكم، بانتظار ردكم.', ''],
      ],
    },
  },
  hi: {
    spam: {
      staffing_pitch: [
        ['क्या आपको उचित लागत पर भरोसेमंद कर्मचारी ढूँढने में दिक्कत हो रही है?', 'हम आपकी जैसी कंपनियों को समर्पित रिमोट डेवलपर, डिज़ाइनर और असिस्टेंट उपलब्ध कराते हैं।', 'स्थानीय भर्ती धीमी और महँगी है, इसका एक बेहतर तरीका है।'],
        ['हमारे जाँचे-परखे विशेषज्ञ आपके समय क्षेत्र में {price} प्रति घंटे से काम करते हैं।', 'स्थानीय वेतन के छोटे से हिस्से में पूर्णकालिक कर्मचारी, कोई भर्ती शुल्क नहीं।', 'हमारे सपोर्ट एजेंट फ़ोन, चैट और ईमेल पर चौबीसों घंटे आपके ग्राहकों को जवाब देते हैं।'],
        ['क्या मैं आपकी ज़रूरत के अनुसार कुछ प्रोफ़ाइल भेज सकता हूँ?', 'क्या आप भर्ती की योजना पर एक छोटी कॉल के लिए समय निकाल सकते हैं?', 'पहले दो हफ़्ते बिना जोखिम: संतुष्ट होने पर ही भुगतान करें।'],
      ],
      logistics_pitch: [
        ['हम शेनझेन स्थित फ्रेट फ़ॉरवर्डिंग कंपनी हैं और हमें बारह साल का अनुभव है।', 'क्या आप अपने व्यवसाय के लिए एशिया से सामान आयात करते हैं?', 'हमारे सोर्सिंग एजेंट फ़ैक्टरी ढूँढते हैं, क्वालिटी जाँचते हैं और माल आपके दरवाज़े तक पहुँचाते हैं।'],
        ['हम समुद्र, हवाई और रेल से डोर-टू-डोर शिपिंग बहुत किफ़ायती दरों पर देते हैं।', 'हमारे ग्राहक भाड़े और कस्टम क्लियरेंस पर 30 % तक बचाते हैं।', 'कागज़ात, कस्टम और वेयरहाउस का सारा काम हम सँभालते हैं।'],
        ['अपनी अगली खेप का विवरण भेजें, हम 24 घंटे में कोटेशन देंगे।', 'क्या मैं आपको हमारी नई रेट लिस्ट भेज दूँ?', 'मुफ़्त शिपिंग कोटेशन चाहिए तो बताइए।'],
      ],
      packaging_pitch: [
        ['हम कस्टम पैकेजिंग बॉक्स, बैग और लेबल के निर्माता हैं।', 'हमारी फ़ैक्टरी दुनिया भर के ब्रांडों के लिए प्रिंटेड प्रमोशनल सामान बनाती है।', 'अच्छी पैकेजिंग से ग्राहक आपका ब्रांड याद रखते हैं।'],
        ['न्यूनतम ऑर्डर 500 पीस, फ़ैक्टरी दाम और मुफ़्त डिज़ाइन।', 'हम आपका लोगो बॉक्स, मग, पेन और टी-शर्ट पर {price} से प्रिंट करते हैं।', 'मुफ़्त सैंपल उपलब्ध हैं और डिलीवरी सिर्फ़ 15 दिन में।'],
        ['क्या आप हमारा कैटलॉग और एक मुफ़्त सैंपल पाना चाहेंगे?', 'साइज़ और मात्रा बताइए, मैं कोटेशन भेज दूँगा।', 'इस महीने की सबसे अच्छी कीमत के लिए इस संदेश का जवाब दें।'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['{city} में हमारी एक छोटी दुकान है और हम आपके {product} बेचना चाहते हैं।', 'मैं तीन स्टोर वाली कंपनी की खरीद प्रबंधक हूँ, आपके उत्पाद एक मेले में देखे।', 'हमारा ऑनलाइन स्टोर स्थानीय सामान बेचता है और आपके उत्पाद हमारे लिए सही रहेंगे।'],
        ['क्या आप हमें थोक दाम और न्यूनतम ऑर्डर मात्रा बता सकते हैं?', 'क्या आप रीसेलर के साथ काम करते हैं, पहले ऑर्डर की शर्तें क्या हैं?', 'कृपया अपना कैटलॉग और दुकानों के लिए शर्तें भेजें।'],
        ['अगर ठीक लगे तो मैं इस हफ़्ते किसी दोपहर फ़ोन कर लूँगी।', 'धन्यवाद, आपके जवाब का इंतज़ार रहेगा।', ''],
      ],
    },
  },
  id: {
    spam: {
      staffing_pitch: [
        ['Apakah Anda kesulitan mencari karyawan yang andal dengan biaya wajar?', 'Kami menyediakan developer, desainer, dan asisten remote khusus untuk perusahaan seperti Anda.', 'Merekrut secara lokal itu lambat dan mahal, ada cara yang lebih baik.'],
        ['Tenaga ahli pilihan kami bekerja di zona waktu Anda mulai {price} per jam.', 'Anda mendapat karyawan penuh waktu dengan sebagian kecil gaji lokal, tanpa biaya rekrutmen.', 'Agen layanan kami menjawab pelanggan Anda lewat telepon, chat, dan email 24 jam.'],
        ['Bolehkah saya kirimkan beberapa profil yang sesuai kebutuhan Anda?', 'Apakah Anda ada waktu untuk telepon singkat tentang rencana rekrutmen?', 'Dua minggu pertama tanpa risiko: bayar hanya jika Anda puas.'],
      ],
      logistics_pitch: [
        ['Kami adalah perusahaan forwarder di Shenzhen dengan pengalaman dua belas tahun.', 'Apakah Anda mengimpor barang dari Asia untuk usaha Anda?', 'Agen pembelian kami mencarikan pabrik, memeriksa kualitas, dan mengirim sampai ke pintu Anda.'],
        ['Kami menawarkan pengiriman door to door lewat laut, udara, dan kereta dengan harga sangat bersaing.', 'Klien kami menghemat hingga 30 % biaya kirim dan bea cukai.', 'Dokumen, bea cukai, dan gudang kami urus untuk Anda.'],
        ['Kirimkan detail pengiriman Anda berikutnya, kami beri penawaran dalam 24 jam.', 'Bolehkah saya kirimkan daftar harga terbaru kami?', 'Kabari saya jika Anda ingin penawaran ongkos kirim gratis.'],
      ],
      packaging_pitch: [
        ['Kami adalah produsen kotak, tas, dan label kemasan custom.', 'Pabrik kami memproduksi merchandise promosi bercetak untuk merek di seluruh dunia.', 'Kemasan yang bagus membuat pelanggan mengingat merek Anda.'],
        ['Minimal order 500 pcs, harga pabrik, dan desain gratis.', 'Kami cetak logo Anda di kotak, mug, pulpen, dan kaos mulai {price}.', 'Sampel gratis tersedia dan pengiriman hanya 15 hari.'],
        ['Apakah Anda ingin menerima katalog dan sampel gratis kami?', 'Sebutkan ukuran dan jumlahnya, saya kirimkan penawaran harga.', 'Balas pesan ini untuk harga terbaik bulan ini.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Kami punya toko kecil di {city} dan ingin menjual {product} Anda.', 'Saya bagian pembelian di jaringan tiga toko dan melihat produk Anda di sebuah pameran.', 'Toko online kami menjual produk lokal dan produk Anda cocok untuk kami.'],
        ['Bisakah Anda memberi tahu harga grosir dan jumlah minimal pemesanan?', 'Apakah Anda bekerja sama dengan reseller, dan apa syarat untuk pesanan pertama?', 'Mohon kirimkan katalog dan syarat kerja sama untuk toko.'],
        ['Kalau berkenan, saya bisa menelepon Anda suatu sore minggu ini.', 'Terima kasih, saya tunggu kabarnya.', ''],
      ],
    },
  },
  vi: {
    spam: {
      staffing_pitch: [
        ['Anh chị có gặp khó khăn khi tìm nhân sự đáng tin cậy với chi phí hợp lý?', 'Chúng tôi cung cấp lập trình viên, thiết kế viên và trợ lý làm việc từ xa cho các doanh nghiệp như quý công ty.', 'Tuyển dụng tại chỗ vừa chậm vừa tốn kém, có một cách tốt hơn.'],
        ['Chuyên viên được chọn lọc của chúng tôi làm việc theo múi giờ của anh chị chỉ từ {price} mỗi giờ.', 'Anh chị có một nhân viên toàn thời gian với một phần nhỏ mức lương địa phương, không mất phí tuyển dụng.', 'Nhân viên hỗ trợ của chúng tôi trả lời khách hàng của anh chị qua điện thoại, chat và email 24/7.'],
        ['Tôi có thể gửi anh chị vài hồ sơ phù hợp với nhu cầu không?', 'Anh chị có thời gian cho một cuộc gọi ngắn về kế hoạch tuyển dụng không?', 'Hai tuần đầu không rủi ro: anh chị chỉ trả tiền khi hài lòng.'],
      ],
      logistics_pitch: [
        ['Chúng tôi là công ty giao nhận vận tải tại Thâm Quyến với mười hai năm kinh nghiệm.', 'Quý công ty có nhập hàng từ châu Á để kinh doanh không?', 'Đại lý thu mua của chúng tôi tìm nhà máy, kiểm tra chất lượng và giao tận cửa.'],
        ['Chúng tôi cung cấp vận chuyển tận nơi bằng đường biển, hàng không và đường sắt với giá rất cạnh tranh.', 'Khách hàng của chúng tôi tiết kiệm đến 30 % chi phí cước và thông quan.', 'Chúng tôi lo toàn bộ giấy tờ, hải quan và kho bãi cho anh chị.'],
        ['Anh chị gửi thông tin lô hàng tới, chúng tôi báo giá trong 24 giờ.', 'Tôi có thể gửi bảng giá mới nhất của chúng tôi không?', 'Anh chị cho tôi biết nếu muốn nhận báo giá vận chuyển miễn phí.'],
      ],
      packaging_pitch: [
        ['Chúng tôi là nhà sản xuất hộp, túi và nhãn bao bì theo yêu cầu.', 'Nhà máy của chúng tôi sản xuất quà tặng quảng cáo in logo cho các thương hiệu trên toàn thế giới.', 'Bao bì đẹp giúp khách hàng nhớ đến thương hiệu của anh chị.'],
        ['Đơn tối thiểu 500 cái, giá xưởng và thiết kế miễn phí.', 'Chúng tôi in logo của anh chị lên hộp, cốc, bút và áo thun chỉ từ {price}.', 'Có mẫu miễn phí và thời gian giao hàng chỉ 15 ngày.'],
        ['Anh chị có muốn nhận catalogue và một mẫu miễn phí không?', 'Anh chị cho tôi kích thước và số lượng, tôi sẽ gửi báo giá.', 'Hãy trả lời tin nhắn này để nhận giá tốt nhất trong tháng.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Chúng tôi có một cửa hàng nhỏ ở {city} và muốn bán {product} của anh chị.', 'Tôi phụ trách mua hàng cho chuỗi ba cửa hàng và đã thấy sản phẩm của anh chị tại hội chợ.', 'Cửa hàng online của chúng tôi bán hàng địa phương và sản phẩm của anh chị rất phù hợp.'],
        ['Anh chị có thể cho biết giá sỉ và số lượng đặt hàng tối thiểu không?', 'Anh chị có làm việc với đại lý không, điều kiện cho đơn hàng đầu tiên thế nào?', 'Xin gửi giúp chúng tôi catalogue và điều kiện hợp tác cho cửa hàng.'],
        ['Nếu tiện, tôi sẽ gọi cho anh chị vào một buổi chiều trong tuần này.', 'Cảm ơn, mong nhận được phản hồi.', ''],
      ],
    },
  },
};
