/// Conformance, tags and the flags (Apple, `UTType`: "Conformance", "Tags", "Type properties").
extension UTType {
    /// Every type this one conforms to, directly or not (not the type itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = directSupertypes
        while let next = pending.popLast() {
            if found.insert(next).inserted { pending += next.directSupertypes }
        }
        return found
    }

    /// Whether the type is `type` or conforms to it, directly or through its supertypes.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }

    /// Whether `type` conforms to this one and is not this one (Apple: false for equal types).
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool { type.isSupertype(of: self) }

    /// The type's tags by class: its filename extensions and MIME types, preferred first.
    public var tags: [UTTagClass: [String]] {
        guard let declaration else { return dynamicTags }
        var out: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { out[.filenameExtension] = declaration.extensions }
        if !declaration.mimeTypes.isEmpty { out[.mimeType] = declaration.mimeTypes }
        return out
    }

    /// The extension files of this type usually have (`png`), or nil.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    /// The MIME type usually used for this type (`image/png`), or nil.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }
    /// The type's description for people (`PNG image`; English here), or nil for a dynamic type.
    public var localizedDescription: String? { declaration?.description }
    /// Whether the system or the app declares the type (false for a dynamic type).
    public var isDeclared: Bool { !isDynamic }
    /// Whether the type was made from a tag no declared type has (identifier `dyn.…`).
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// Whether the type is in Apple's public domain (`public.…`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    var declaration: UTTypeDeclaration? { UTTypeDeclaration.system[identifier] }

    private var directSupertypes: [UTType] {
        guard let declaration else { return parents }
        return declaration.conformsTo.map { UTType(system: $0) }
    }

    static func isValid(_ tag: String, _ tagClass: UTTagClass) -> Bool {
        guard !tag.isEmpty, !tag.contains(where: \.isWhitespace) else { return false }
        return tagClass == .filenameExtension ? !tag.contains(".") && !tag.contains("/") : true
    }

    /// A dynamic type's identifier: `dyn.` and the tag and its class in lowercase base 32, stable
    /// for the same tag (Apple's `dyn.a…` encoding is private; the identifiers differ).
    static func dynamicIdentifier(tag: String, tagClass: UTTagClass) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567")
        var bits = 0, value = 0, out = "dyn.a"
        for byte in "?\(tagClass.rawValue)=\(tag)".utf8 {
            value = (value << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                out.append(alphabet[(value >> (bits - 5)) & 31])
                bits -= 5
            }
            value &= (1 << bits) - 1
        }
        if bits > 0 { out.append(alphabet[(value << (5 - bits)) & 31]) }
        return out
    }
}
