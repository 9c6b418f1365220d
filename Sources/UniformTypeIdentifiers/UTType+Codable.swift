/// A type encodes as its identifier (Apple's `UTType` is `Codable`); an identifier the system does
/// not declare decodes as an imported type of that identifier.
extension UTType: Codable {
    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(importedAs: identifier)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
