import UIKit

/// The values a view reads from its environment (`EnvironmentValues`): SwiftUI's own (colour
/// scheme, font, …) and those an app declares with an `EnvironmentKey`.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/environmentvalues>
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    /// `environmentObject(_:)`'s objects, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// Light or dark appearance (`ColorScheme`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/colorscheme>
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark

    /// UIKit's interface style for this scheme.
    var userInterfaceStyle: UIUserInterfaceStyle { self == .dark ? .dark : .light }
}

/// The reading direction (`LayoutDirection`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The default font of the text in the view (`nil`: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// `foregroundColor(_:)`'s colour, which text and shapes use.
    var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}

/// How lines of text line up (`TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
