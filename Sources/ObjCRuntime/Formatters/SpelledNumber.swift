/// A number in English words, as ICU's spell-out rules write it for U.S. English (what
/// `DateComponentsFormatter.UnitsStyle.spellOut` and `NumberFormatter.Style.spellOut` show):
/// "forty-one", "one hundred twenty-three", "one thousand two hundred", "one point five".
enum SpelledNumber {
    static func english(_ value: Double) -> String {
        let whole = Int(value.rounded(.towardZero))
        var text = english(whole)
        let hundredths = Int(((value - Double(whole)) * 100).rounded())
        if hundredths > 0 {
            var digits = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
            while digits.hasSuffix("0") { digits.removeLast() }
            text += " point " + digits.map { ones[Int(String($0))!] }.joined(separator: " ")
        }
        return text
    }

    static func english(_ value: Int) -> String {
        if value < 0 { return "minus " + english(-value) }
        if value < 20 { return ones[value] }
        if value < 100 { return tens[value / 10] + (value % 10 == 0 ? "" : "-" + ones[value % 10]) }
        if value < 1000 { return ones[value / 100] + " hundred" + (value % 100 == 0 ? "" : " " + english(value % 100)) }
        for (size, name) in scales where value >= size {
            return english(value / size) + " " + name + (value % size == 0 ? "" : " " + english(value % size))
        }
        return String(value)
    }

    private static let ones = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales: [(Int, String)] = [
        (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
    ]
}
