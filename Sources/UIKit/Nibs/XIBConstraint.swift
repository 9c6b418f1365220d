import CoreGraphics

/// ViewLab: a `<constraint>` of a XIB, stored on the nearest common ancestor of its items: a
/// missing `firstItem` is that view, a missing `secondItem` makes a constant constraint
/// (width/height). `multiplier` may be a ratio (`16:9`), `priority` defaults to 1000 (required),
/// `relation` to equal. Items may name a layout guide (`<viewLayoutGuide key="safeArea">`); an
/// outlet may name the constraint by its `id`.
struct XIBConstraint {
    var firstItem: String?
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var secondItem: String?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float
    var identifier: String?
    var line: Int
    /// IB's object id, which an outlet to the constraint names (`@IBOutlet var heightConstraint`).
    var id: String?

    static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        guard let name else { return .notAnAttribute }
        return (0...20).lazy.compactMap { NSLayoutConstraint.Attribute(rawValue: $0) }.first { $0.name == name }
    }

    static func decode(_ element: XIBElement, file: String) throws -> XIBConstraint {
        let a = element.attributes
        func fail(_ message: String) -> XIBError {
            XIBError(file: file, line: element.line, message: "<constraint>: " + message)
        }
        guard let first = attribute(a["firstAttribute"]), first != .notAnAttribute else {
            throw fail("unknown firstAttribute '\(a["firstAttribute"] ?? "")'")
        }
        guard let second = attribute(a["secondAttribute"]) else {
            throw fail("unknown secondAttribute '\(a["secondAttribute"] ?? "")'")
        }
        let relation: NSLayoutConstraint.Relation
        switch a["relation"] ?? "equal" {
        case "equal": relation = .equal
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let other: throw fail("unknown relation '\(other)'")
        }
        var multiplier: CGFloat = 1
        if let text = a["multiplier"] {
            let parts = text.split(separator: ":").map { Double($0) }
            guard !parts.isEmpty, parts.count <= 2, let n = parts[0], let d = parts.count == 2 ? parts[1] : 1, d != 0
            else {
                throw fail("bad multiplier '\(text)'")
            }
            multiplier = CGFloat(n / d)
        }
        guard let constant = Double(a["constant"] ?? "0") else { throw fail("bad constant '\(a["constant"] ?? "")'") }
        guard let priority = Float(a["priority"] ?? "1000"), priority > 0, priority <= 1000 else {
            throw fail("bad priority '\(a["priority"] ?? "")'")
        }
        return XIBConstraint(
            firstItem: a["firstItem"], firstAttribute: first, relation: relation, secondItem: a["secondItem"],
            secondAttribute: second, multiplier: multiplier, constant: CGFloat(constant), priority: priority,
            identifier: a["identifier"], line: element.line, id: a["id"])
    }
}
