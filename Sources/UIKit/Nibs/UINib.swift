import Foundation
import ObjCRuntime

/// An object that wraps the contents of an Interface Builder file. ViewLab reads the `.xib`
/// itself (there is no compiled `.nib` on Linux): the document is read and checked once, when the
/// nib is made, and `instantiate(withOwner:options:)` builds fresh objects from it each time —
/// as Apple recommends for cells ("UINib … caches the contents of a nib file … for quick
/// unarchiving").
@preconcurrency @MainActor
open class UINib {
    /// Keys of `instantiate`'s options (`UINib.OptionsKey.externalObjects`: placeholder
    /// identifier → object, for `<placeholder placeholderIdentifier="…">` other than File's Owner).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The document; nil when it could not be read (then `loadError` says why).
    public let document: XIBDocument?
    /// ViewLab: why the nib is empty — the file was not found or the XIB has an error (one line
    /// with the file and line). UIKit raises `NSInternalInconsistencyException` ("Could not load
    /// NIB in bundle") when it instantiates a nib it cannot find; ViewLab prints this line and
    /// instantiates nothing.
    public let loadError: String?

    /// The nib `name` (`ShopView` finds `ShopView.xib`) in `bundle`'s resources, the folders
    /// of loaded sources and `Playgrounds/Resources` (see `UINib.url(forNibNamed:bundle:)`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard let url = UINib.url(forNibNamed: name, bundle: bundleOrNil) else {
            document = nil
            loadError =
                "Could not load NIB in bundle: no \(name).xib (looked in \(UINib.searchFolders(bundle: bundleOrNil).map(\.path).joined(separator: ", ")))"
            return
        }
        do {
            document = try XIBDocument(contentsOf: url)
            loadError = nil
        } catch {
            document = nil
            loadError = "\(error)"
        }
    }

    /// ViewLab: a nib of a document already read (the shell's `:nib PATH`).
    public init(document: XIBDocument) {
        self.document = document
        loadError = nil
    }

    /// A nib from the contents of a XIB file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        do {
            document = try XIBDocument(data: data, name: "<data>")
            loadError = nil
        } catch {
            document = nil
            loadError = "\(error)"
        }
    }

    /// Builds the nib's objects: each view is made with `init(coder:)` (which restores its
    /// properties and builds its subviews, outlets still nil), then every outlet and action is
    /// connected (on `ownerOrNil` for File's Owner), user-defined runtime attributes are set, and
    /// `awakeFromNib()` is sent to every object made, subviews before their superview. Returns the
    /// top-level objects in document order (placeholders are not among them).
    ///
    /// As on iOS, the returned array — and so every top-level object — is autoreleased: it lives
    /// to the end of the run loop's turn even when no strong reference holds it, so the common
    /// `weak var view: UIView!` assigned from `instantiate(…).first` and then added as a subview
    /// works (Objective-C's convention for a method not named `alloc`/`new`/`copy`: its result is
    /// not owned by the caller, *Advanced Memory Management Programming Guide*, "Memory
    /// Management Policy").
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else {
            UIView.report(.invalidArgument, loadError ?? "empty nib")
            return []
        }
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        let objects = NibInstantiation(
            document: document, owner: ownerOrNil.map { $0 as AnyObject }, externalObjects: external
        ).run()
        for object in objects { AutoreleasedObjects.keep(object as AnyObject) }
        return objects
    }
}
