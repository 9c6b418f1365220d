import CoreGraphics
import UniformTypeIdentifiers

// MobileCoreServices' type functions (`UTType.h`, deprecated in iOS 15 in favour of the
// `UTType` structure of UniformTypeIdentifiers, which answers them here). Identifiers are
// `CFString`s, which are Swift strings in ViewLab; what iOS returns as `Unmanaged<CFString>` is a
// `CFUnmanaged` here, with the same `takeRetainedValue()`/`takeUnretainedValue()`.

/// The tag class of filename extensions (`UTTagClass.filenameExtension`).
public let kUTTagClassFilenameExtension: CFString = UTTagClass.filenameExtension.rawValue
/// The tag class of MIME types (`UTTagClass.mimeType`).
public let kUTTagClassMIMEType: CFString = UTTagClass.mimeType.rawValue

/// Whether the type `inUTI` conforms to `inConformsToUTI` (equal identifiers always do).
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard inUTI != inConformsToUTI else { return true }
    guard let type = UTType(inUTI) ?? dynamicType(inUTI), let other = UTType(inConformsToUTI) else { return false }
    return type.conforms(to: other)
}

/// Whether two type identifiers are the same type.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { inUTI1 == inUTI2 }

/// The preferred type for a tag (`kUTTagClassFilenameExtension`, `"gif"`) that conforms to
/// `inConformingToUTI`; a dynamic identifier when no declared type has the tag.
public func UTTypeCreatePreferredIdentifierForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> CFUnmanaged<CFString>? {
    let supertype = inConformingToUTI.flatMap { UTType($0) }
    return UTType(tag: inTag, tagClass: UTTagClass(rawValue: inTagClass), conformingTo: supertype).map {
        CFUnmanaged($0.identifier)
    }
}

/// The preferred tag of a class (`kUTTagClassMIMEType`) for a type, or nil.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> CFUnmanaged<CFString>? {
    (UTType(inUTI) ?? dynamicType(inUTI))?.tags[UTTagClass(rawValue: inTagClass)]?.first.map { CFUnmanaged($0) }
}

/// All the tags of a class for a type, or nil.
public func UTTypeCopyAllTagsWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> CFUnmanaged<CFArray>? {
    (UTType(inUTI) ?? dynamicType(inUTI))?.tags[UTTagClass(rawValue: inTagClass)].map { CFUnmanaged($0 as CFArray) }
}

/// The type's description for people (`PNG image`), or nil.
public func UTTypeCopyDescription(_ inUTI: CFString) -> CFUnmanaged<CFString>? {
    UTType(inUTI)?.localizedDescription.map { CFUnmanaged($0) }
}

/// Whether the system declares the type.
public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool { UTType(inUTI) != nil }

/// Whether the identifier is a dynamic one (`dyn.…`).
public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool { inUTI.hasPrefix("dyn.") }

/// A dynamic identifier handed back (made by `UTTypeCreatePreferredIdentifierForTag`) conforms
/// to what the type it was made from does: `data`.
private func dynamicType(_ identifier: CFString) -> UTType? {
    UTTypeIsDynamic(identifier) ? UTType(importedAs: identifier, conformingTo: .data) : nil
}
