/// A kind of tag that identifies a type outside the Uniform Type Identifier system: a filename
/// extension or a MIME type (Apple, `UTTagClass`).
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions (`png`), tag class `public.filename-extension`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`image/png`), tag class `public.mime-type`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
