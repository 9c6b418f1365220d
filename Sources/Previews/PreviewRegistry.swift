import CShim
import UIKit

/// Every `#Preview` in the loaded program, discovered at run time from the `viewlab_previews`
/// linker section that the macro writes a record into.
public enum PreviewRegistry {
    // the process's previews, like the linker section they come from; main thread only
    nonisolated(unsafe) private static var registered: [PreviewDescriptor] = []
    nonisolated(unsafe) private static var discovered = false  // main thread only (see `registered`)
    /// While `replace(sourceKey:running:)` runs registration records: the previews they add.
    nonisolated(unsafe) private static var captured: [PreviewDescriptor]?  // main thread only (see `registered`)
    /// The file ids of the previews each live-loaded source registered (see `replace`).
    // main thread only (see `registered`)
    nonisolated(unsafe) private static var sourceFiles: [String: Set<String>] = [:]

    // MARK: - Registration (called by macro expansions)

    public static func register(
        name: String?, fileID: String, filePath: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>],
        body: @escaping @MainActor () -> UIView
    ) {
        add(name: name, fileID: fileID, filePath: filePath, line: line, traits: traits) {
            // No `prepareForInterfaceBuilder()` here: the body's code builds these views, not
            // Interface Builder (see `InterfaceBuilderDesignables`).
            .view(body())
        }
    }

    public static func register(
        name: String?, fileID: String, filePath: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>],
        body: @escaping @MainActor () -> UIViewController
    ) {
        add(name: name, fileID: fileID, filePath: filePath, line: line, traits: traits) { .viewController(body()) }
    }

    /// Runs a `#Preview`'s registration function, for its record in the `viewlab_previews` section
    /// (a C function pointer, which cannot be main-actor isolated). Records run where previews are
    /// discovered, on the main thread — as `callOnMainActor` runs a preview's body.
    public static func runRecord(_ registration: @MainActor () -> Void) {
        _ = try? callOnMainActor(registration)  // the registration function does not throw
    }

    private static func add(
        name: String?, fileID: String, filePath: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>],
        make: @escaping @MainActor () throws -> PreviewContent
    ) {
        var descriptor = PreviewDescriptor(
            id: "", name: name, fileID: fileID, line: line, traits: traits.map(\.setting), makeContent: make)
        descriptor.filePath = filePath
        if captured != nil { captured?.append(descriptor) } else { registered.append(descriptor) }
    }

    // MARK: - Live loading

    /// Runs `register` (the registration records of a library loaded at run time) and makes the
    /// previews it registers replace those registered earlier under the same `sourceKey` (a
    /// reloaded version of the same source file or folder). `sourceFile` names each new
    /// preview's declaring file (from its `filePath`) as reports show it. Returns the new
    /// previews, ids assigned.
    @discardableResult
    public static func replace(
        sourceKey: String, sourceFile: (String) -> String? = { _ in nil }, running register: () -> Void
    ) -> [PreviewDescriptor] {
        discover()
        captured = []
        register()
        let added = (captured ?? []).map { preview in
            var named = preview
            named.sourceFile = sourceFile(preview.filePath)
            return named
        }
        captured = nil
        let stale = sourceFiles[sourceKey] ?? []
        let files = Set(added.map(\.fileID))
        registered = PreviewIdentifiers.assign(to: registered.filter { !stale.contains($0.fileID) } + added)
        sourceFiles[sourceKey] = files
        return registered.filter { files.contains($0.fileID) }
    }

    // MARK: - Discovery

    /// All previews, sorted by file and line, with their ids assigned.
    public static var all: [PreviewDescriptor] {
        discover()
        return registered
    }

    /// The preview with `id`, if any.
    public static func preview(id: String) -> PreviewDescriptor? { all.first { $0.id == id } }

    /// Runs every registration record in the loaded images once, then assigns ids.
    public static func discover() {
        guard !discovered else { return }
        discovered = true
        viewlab_run_preview_records()
        registered = PreviewIdentifiers.assign(to: registered)
    }
}
