import QuiltTestSupport

/// Generated texts in the scripts Quilt's users write: Chinese, Japanese
/// kana (small kana and the prolonged sound mark inside words), Latin
/// words and digits inside CJK text, CJK and ASCII punctuation (closing
/// marks that may not start a line, opening ones that may not end one),
/// emoji, combining marks. Every character is in one of the faces of
/// ``ScriptTextCase/fonts`` (a Latin face falling back to a CJK and an
/// emoji face), so a browser given the same faces never asks its system.
enum ScriptTextCase {
    /// The faces, in fallback order, and the face index of each in its file.
    static let fonts: [(path: String, index: Int)] = [
        (PackagePaths.path("Examples/fonts/DejaVuSans.ttf"), 0),
        (PackagePaths.path("Examples/fonts/NotoSansCJK-Subset.ttc"), 0),
        (PackagePaths.path("Examples/fonts/Symbola-Subset.ttf"), 0),
    ]

    static let chinese = [
        "羽绒服", "小米手环", "中文", "新闻", "今天", "天气", "很好", "我们", "一起", "学习", "购物", "商品", "推荐", "热门", "手机",
        "电脑", "价格", "优惠", "包邮", "限时", "抢购", "品牌", "女装", "男装", "运动鞋", "数码", "家电", "美食", "旅行", "北京",
        "上海", "发布", "评论", "点赞", "关注", "视频", "直播", "新品", "上市", "用户", "体验", "排版", "引擎", "测量", "文字",
        "换行", "标点", "符号", "的", "了", "是", "在", "和", "有", "这个", "一个", "不是", "可以", "什么", "没有", "已经",
    ]
    static let japanese = [
        "ひらがな", "カタカナ", "こんにちは", "ありがとう", "ちょっと", "きょう", "ニュース", "コーヒー", "ラーメン", "ショッピング",
        "スーパー", "メール", "データ", "キャッシュ", "ぁ", "ぃ", "ゃ", "ゅ", "ょ", "っ", "ッ", "ャ", "ー", "です", "ます", "日本語",
        "東京", "が\u{3099}", "か\u{3099}き",
    ]
    static let latin = [
        "iPhone", "Quilt", "App", "Wi-Fi", "USB-C", "OK", "Swift", "AVATAR", "cafe\u{301}", "nai\u{308}ve",
        "man\u{303}ana", "5G",
    ]
    static let numbers = ["2024", "100%", "¥99", "3.14", "12:30", "1,234", "第1名", "50元", "8折"]
    /// Closing marks: never at the start of a line.
    static let closing = [
        "。", "，", "、", "」", "』", "）", "！", "？", "：", "；", "》", "】", "”", "…", "!", "?", ",", ".", ")",
    ]
    /// Opening marks: never at the end of a line.
    static let opening = ["「", "『", "（", "《", "【", "“", "("]
    static let emoji = ["😀", "👍", "🎉", "🔥", "🛒", "📱", "✨", "⭐", "❤", "☺", "👍\u{1F3FD}"]

    /// The case for `seed`: runs of CJK words without spaces, now and then
    /// a space, Latin words, digits, punctuation on both sides, emoji;
    /// widths 40–400, sizes 11–24, line heights and limits as the Latin cases.
    static func generated(seed: UInt64) -> TextCase {
        var random = SplitMix64(seed: seed)
        var text = ""
        for index in 0..<(1 + random.below(40)) {
            if index > 0 {
                switch random.below(30) {
                case 0: text += "\n"
                case 1, 2, 3: text += " "
                default: break
                }
            }
            switch random.below(24) {
            case 0, 1: text += random.pick(opening)
            case 2, 3, 4: text += random.pick(latin) + (random.below(2) == 0 ? " " : "")
            case 5, 6: text += random.pick(numbers)
            case 7: text += random.pick(emoji)
            case 8...12: text += random.pick(japanese)
            default: text += random.pick(chinese)
            }
            if random.below(4) == 0 { text += random.pick(closing) }
        }
        let size = Double(11 + random.below(14)) + (random.below(3) == 0 ? 0.5 : 0)
        let lineHeight = random.pick([1.0, 1.2, 1.25, 1.5]) * size
        let width: Double? =
            random.below(4) == 0
            ? nil : Double(40 + random.below(361)) + (random.below(2) == 0 ? Double(random.below(1000)) / 1000 : 0)
        let maxLines = random.below(10) < 2 ? 1 + random.below(4) : 0
        return TextCase(
            id: String(seed), text: text, size: size, lineHeight: (lineHeight * 4).rounded() / 4, width: width,
            maxLines: maxLines)
    }

    /// Every character the generator writes.
    static var characters: Set<Unicode.Scalar> {
        Set((chinese + japanese + latin + numbers + closing + opening + emoji).joined().unicodeScalars)
    }
}
