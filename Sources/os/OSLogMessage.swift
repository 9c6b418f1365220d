/// A `Logger` message: a string literal with interpolations that may name a privacy, a format
/// and an alignment, as Apple's `OSLogInterpolation` takes them (accepted; the value is written as
/// `String(describing:)`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(
        _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {
        text += String(describing: value())
    }

    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += format.string(for: value())
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
        _ value: @autoclosure () -> T, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: Double(value()))
    }
}

/// How private an interpolated value is (accepted; ViewLab shows every value).
public struct OSLogPrivacy: Equatable, Sendable {
    let level: Int
    public static let `public` = OSLogPrivacy(level: 0)
    public static let `private` = OSLogPrivacy(level: 1)
    public static let sensitive = OSLogPrivacy(level: 2)
    public static let auto = OSLogPrivacy(level: 3)

    public enum Mask: Equatable, Sendable { case hash, none }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// Alignment of an interpolated value (accepted, not applied).
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
}

/// Integer formats: decimal, hexadecimal, octal.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    public static let hex = OSLogIntegerFormatting(radix: 16)
    public static let octal = OSLogIntegerFormatting(radix: 8)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> Self {
        .decimal
    }
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> Self { .hex }
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> Self { .octal }

    func string<T: BinaryInteger>(for value: T) -> String { String(value, radix: radix) }
}

/// Floating-point formats (accepted; the value is written as `Double`'s description).
public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
    public static func fixed(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self { .fixed }
}
