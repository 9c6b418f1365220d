import CoreGraphics
import Foundation

/// A visual-format string read against its views and metrics (see
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`): Apple's grammar
/// from the *Auto Layout Guide*, read left to right in one pass.
@MainActor
struct VisualFormat {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    /// `(relation)? object (@priority)?` — a predicate of a connection or a view.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Object
        var priority: UILayoutPriority = .required
    }

    /// The gap between two neighbours: no predicate is flush, nil is the standard space.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// The standard space between sibling views and between a view and its superview's edge.
    static let standardSiblingSpace: CGFloat = 8
    static let standardSuperviewSpace: CGFloat = 20

    private let chars: [Character]
    /// The format without its white space, which the grammar ignores (what a failure points into).
    var text: String { String(chars) }
    private var index = 0
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        chars = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    // MARK: - Reading

    /// The constraints of the whole format.
    mutating func constraints() throws -> [NSLayoutConstraint] {
        var vertical = false
        if chars.count >= 2, chars[1] == ":", chars[0] == "H" || chars[0] == "V" {
            vertical = chars[0] == "V"
            index = 2
        }
        var leadingConnection: Connection?
        if peek() == "|" {
            index += 1
            leadingConnection = try connection()
        }
        var items: [(view: UIView, predicates: [Predicate])] = [try view()]
        var gaps: [Connection] = []
        var trailingConnection: Connection?
        while index < chars.count {
            let gap = try connection()
            if peek() == "|" {
                index += 1
                trailingConnection = gap
                break
            }
            gaps.append(gap)
            items.append(try view())
        }
        guard index == chars.count else { throw Failure(message: "Expected the end of the format", offset: index) }
        let axis = Axis(vertical: vertical, options: options)
        var out: [NSLayoutConstraint] = []
        for item in items {
            for predicate in item.predicates { out.append(axis.size(of: item.view, predicate)) }
        }
        if let leadingConnection {
            guard let superview = items[0].view.superview else {
                throw Failure(
                    message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                    offset: 0)
            }
            out += axis.gap(from: nil, in: superview, to: items[0].view, leadingConnection)
        }
        for (i, gap) in gaps.enumerated() { out += axis.gap(from: items[i].view, in: nil, to: items[i + 1].view, gap) }
        if let trailingConnection, let last = items.last {
            guard let superview = last.view.superview else {
                throw Failure(
                    message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                    offset: chars.count - 1)
            }
            out += axis.gap(from: last.view, in: superview, to: nil, trailingConnection)
        }
        for attribute in options.alignedAttributes {
            for pair in zip(items, items.dropFirst()) {
                out.append(
                    NSLayoutConstraint(
                        item: pair.0.view, attribute: attribute, relatedBy: .equal, toItem: pair.1.view,
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return out
    }

    private func peek() -> Character? { index < chars.count ? chars[index] : nil }

    private mutating func expect(_ c: Character, _ what: String) throws {
        guard peek() == c else { throw Failure(message: "Expected \(what)", offset: index) }
        index += 1
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws -> (view: UIView, predicates: [Predicate]) {
        try expect("[", "a view ('[name]')")
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw Failure(message: "Expected a view name", offset: index) }
        guard let view = views[name] as? UIView else {
            throw Failure(message: "\(name) is not a key in the views dictionary", offset: start)
        }
        var predicates: [Predicate] = []
        if peek() == "(" { predicates = try predicateList(allowsViews: true) }
        try expect("]", "']'")
        return (view, predicates)
    }

    /// Nothing (flush), `-` (standard), or `-N-` / `-metric-` / `-(predicates)-`.
    private mutating func connection() throws -> Connection {
        guard peek() == "-" else { return .flush }
        index += 1
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [Predicate]
        if peek() == "(" {
            predicates = try predicateList(allowsViews: false)
        } else {
            predicates = [Predicate(object: .constant(try constant()))]
        }
        try expect("-", "'-'")
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func predicateList(allowsViews: Bool) throws -> [Predicate] {
        try expect("(", "'('")
        var list: [Predicate] = []
        repeat {
            if peek() == "," { index += 1 }
            var predicate = Predicate(object: .constant(0))
            if let relation = relation() { predicate.relation = relation }
            if let c = peek(), c.isLetter || c == "_", allowsViews, let view = views[peekIdentifier()] as? UIView {
                _ = identifier()
                predicate.object = .view(view)
            } else {
                predicate.object = .constant(try constant())
            }
            if peek() == "@" {
                index += 1
                predicate.priority = UILayoutPriority(Float(try constant()))
            }
            list.append(predicate)
        } while peek() == ","
        try expect(")", "')'")
        return list
    }

    private mutating func relation() -> NSLayoutConstraint.Relation? {
        guard index + 1 < chars.count, chars[index + 1] == "=" else { return nil }
        let relation: NSLayoutConstraint.Relation?
        switch chars[index] {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: relation = nil
        }
        if relation != nil { index += 2 }
        return relation
    }

    /// A number (as `strtod` reads it) or a metric's name.
    private mutating func constant() throws -> CGFloat {
        let start = index
        if let c = peek(), c.isLetter || c == "_" {
            let name = identifier()
            guard let value = metrics[name] else {
                throw Failure(message: "\(name) is not a key in the metrics dictionary", offset: start)
            }
            guard let number = Self.number(value) else {
                throw Failure(message: "the metric \(name) is not a number", offset: start)
            }
            return number
        }
        // A sign only first, an exponent's sign only after its `e`: `-5-` ends at the second `-`.
        if let c = peek(), c == "-" || c == "+" { index += 1 }
        while let c = peek() {
            if c.isNumber || c == "." {
                index += 1
            } else if c == "e" || c == "E", index + 1 < chars.count,
                chars[index + 1].isNumber || chars[index + 1] == "-" || chars[index + 1] == "+"
            {
                index += 2
            } else {
                break
            }
        }
        guard let value = Double(String(chars[start..<index])) else {
            throw Failure(message: "Expected a number or a metric name", offset: start)
        }
        return CGFloat(value)
    }

    /// A metric's value: an `NSNumber` on iOS; any Swift number here.
    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private func peekIdentifier() -> String {
        var end = index
        while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
        return String(chars[index..<end])
    }

    private mutating func identifier() -> String {
        let name = peekIdentifier()
        index += name.count
        return name
    }
}

extension VisualFormat {
    /// The attributes a format's constraints use on its axis and in its direction.
    struct Axis {
        /// The edge the format starts from and the one it ends at, and the size attribute.
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute

        init(vertical: Bool, options: NSLayoutConstraint.FormatOptions) {
            if vertical {
                (start, end, size) = (.top, .bottom, .height)
            } else {
                switch options.intersection(.directionMask) {
                case .directionLeftToRight: (start, end) = (.left, .right)
                case .directionRightToLeft: (start, end) = (.right, .left)
                default: (start, end) = (.leading, .trailing)
                }
                size = .width
            }
        }

        /// `view.size relation constant` or `view.size relation other.size`.
        @MainActor
        func size(of view: UIView, _ predicate: Predicate) -> NSLayoutConstraint {
            let constraint: NSLayoutConstraint
            switch predicate.object {
            case .constant(let c):
                constraint = NSLayoutConstraint(
                    item: view, attribute: size, relatedBy: predicate.relation, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: c)
            case .view(let other):
                constraint = NSLayoutConstraint(
                    item: view, attribute: size, relatedBy: predicate.relation, toItem: other,
                    attribute: size, multiplier: 1, constant: 0)
            }
            constraint.priority = predicate.priority
            return constraint
        }

        /// The gap between `first` (nil: the superview's starting edge) and `second` (nil: its
        /// ending edge): `second.start relation first.end + gap`, as UIKit writes it (a right-to-left
        /// format's gaps grow leftwards: the sign of the constant follows the direction).
        @MainActor
        func gap(from first: UIView?, in superview: UIView?, to second: UIView?, _ connection: Connection)
            -> [NSLayoutConstraint]
        {
            let toSuperview = first == nil || second == nil
            let predicates: [Predicate]
            switch connection {
            case .flush: predicates = [Predicate(object: .constant(0))]
            case .standard:
                predicates = [Predicate(object: .constant(toSuperview ? standardSuperviewSpace : standardSiblingSpace))]
            case .predicates(let list): predicates = list
            }
            let sign: CGFloat = start == .right ? -1 : 1
            return predicates.map { predicate in
                var c: CGFloat = 0
                if case .constant(let value) = predicate.object { c = value }
                let later: Any = second ?? superview as Any, earlier: Any = first ?? superview as Any
                let constraint = NSLayoutConstraint(
                    item: later, attribute: second == nil ? end : start, relatedBy: predicate.relation,
                    toItem: earlier, attribute: first == nil ? start : end, multiplier: 1, constant: sign * c)
                constraint.priority = predicate.priority
                return constraint
            }
        }
    }
}
