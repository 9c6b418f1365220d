import UIKit

/// Read-only text (`Text`), drawn by a `UILabel` in the environment's font (`.body` by default)
/// and foreground colour (`.primary`), wrapping to the width it is offered. `+` joins texts,
/// each keeping its own font and colour.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/text>
public struct Text: View, Equatable {
    public typealias Body = Never

    struct Run: Equatable {
        var string: String
        var font: Font?
        var color: Color?
        var weight: Font.Weight?
        var italic = false
        var underline = false
        var strikethrough = false
    }
    var runs: [Run]

    public init(verbatim content: String) { runs = [Run(string: content)] }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(verbatim: key.key)
    }

    public init(_ attributedContent: AttributedString) { self.init(verbatim: String(attributedContent.characters)) }

    private func map(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { map { $0.font = font } }
    public func foregroundColor(_ color: Color?) -> Text { map { $0.color = color } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { map { $0.italic = true } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.underline = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        map { $0.strikethrough = isActive }
    }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }
}

extension Text: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let label = UILabel()
        label.numberOfLines = context.environment.lineLimit ?? 0
        label.attributedText = attributedString(context.environment)
        switch context.environment.multilineTextAlignment {
        case .leading: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .trailing: label.textAlignment = .right
        }
        return [
            LeafNode(view: label) { proposal in
                let width = proposal.width ?? .greatestFiniteMagnitude
                let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                return CGSize(width: min(ceil(fitted.width), width), height: ceil(fitted.height))
            }
        ]
    }

    @MainActor
    func attributedString(_ environment: EnvironmentValues) -> NSAttributedString {
        let result = NSMutableAttributedString()
        for run in runs {
            var font = run.font ?? environment.font ?? .body
            if let weight = run.weight { font = font.weight(weight) }
            if run.italic { font = font.italic() }
            let color = run.color ?? environment.foregroundColor ?? .primary
            var attributes: [NSAttributedString.Key: Any] = [.font: font.uiFont(), .foregroundColor: color.uiColor]
            if run.underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if run.strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            result.append(NSAttributedString(string: run.string, attributes: attributes))
        }
        return result
    }
}
