import Foundation

/// A type in the uniform type identifier hierarchy (Apple, `UTType`, iOS 14): a file format, a
/// pasteboard flavour or an abstract kind (`public.image`), with the types it conforms to and its
/// tags (filename extensions, MIME types). ViewLab knows the system-declared types of
/// `UTTypeDeclaration.system`; as on iOS, `UTType(_:)` is nil for an identifier the system does
/// not declare, a tag nobody declares makes a *dynamic* type, and `exportedAs:`/`importedAs:` name
/// an app's own types. Equal and hashed by identifier.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    let origin: Origin
    /// The types this one conforms to directly, for a type that is not system-declared.
    let parents: [UTType]
    let dynamicTags: [UTTagClass: [String]]

    enum Origin: Hashable, Sendable { case system, app, dynamic }

    /// The type the system declares with `identifier`, or nil when it declares none (Apple:
    /// "This initializer returns nil if the system doesn't know the type identifier").
    public init?(_ identifier: String) {
        guard UTTypeDeclaration.system[identifier] != nil else { return nil }
        self.init(identifier: identifier, origin: .system)
    }

    /// The type of files with `filenameExtension` that conforms to `supertype`; a dynamic type
    /// when no declared type has that extension, nil when the extension is not valid (empty or
    /// containing a `.` or `/`).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type with `mimeType` that conforms to `supertype`, or a dynamic type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The declared type with `tag` in `tagClass` that conforms to `supertype` (the first in the
    /// system's order), or a dynamic type when none does.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard UTType.isValid(tag, tagClass) else { return nil }
        let wanted = tag.lowercased()
        let declared = UTTypeDeclaration.ordered.first { declaration in
            let tags =
                tagClass == .filenameExtension
                ? declaration.extensions : tagClass == .mimeType ? declaration.mimeTypes : []
            return tags.contains(wanted)
                && (supertype.map { UTType(identifier: declaration.identifier, origin: .system).conforms(to: $0) }
                    ?? true)
        }
        if let declared {
            self.init(identifier: declared.identifier, origin: .system)
        } else {
            self.init(
                identifier: UTType.dynamicIdentifier(tag: wanted, tagClass: tagClass), origin: .dynamic,
                parents: supertype.map { [$0] } ?? [], tags: [tagClass: [wanted]])
        }
    }

    /// A type the app declares and owns (on iOS, listed under `UTExportedTypeDeclarations` in
    /// its Info.plist), conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appType: identifier, parentType)
    }

    /// A type another app owns that this app uses (`UTImportedTypeDeclarations`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appType: identifier, parentType)
    }

    private init(appType identifier: String, _ parentType: UTType?) {
        if UTTypeDeclaration.system[identifier] != nil {
            self.init(identifier: identifier, origin: .system)
        } else {
            self.init(identifier: identifier, origin: .app, parents: parentType.map { [$0] } ?? [.data])
        }
    }

    /// A system-declared type (the `UTType.png` constants).
    init(system identifier: String) {
        precondition(UTTypeDeclaration.system[identifier] != nil, "\(identifier) is not in UTTypeDeclaration.system")
        self.init(identifier: identifier, origin: .system)
    }

    private init(identifier: String, origin: Origin, parents: [UTType] = [], tags: [UTTagClass: [String]] = [:]) {
        (self.identifier, self.origin, self.parents, self.dynamicTags) = (identifier, origin, parents, tags)
    }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public var description: String { identifier }
    public var debugDescription: String {
        "<\(identifier)> (\(isDynamic ? "dynamic" : isDeclared ? "declared" : "undeclared"))"
    }
}
