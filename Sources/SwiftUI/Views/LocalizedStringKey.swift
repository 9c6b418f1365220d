/// The key of a localized string (`LocalizedStringKey`): what `Text("Hello \(name)")` takes.
/// ViewLab has no string tables: the key is shown as written, interpolations included.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/localizedstringkey>
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    let key: String

    public init(_ value: String) { key = value }

    public init(stringLiteral value: String) { key = value }

    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    public var description: String { key }
}
