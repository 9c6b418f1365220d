import CShim
import UIKit

/// Every `#Preview` in the loaded program, discovered at run time from the `viewlab_previews`
/// linker section that the macro writes a record into.
public enum PreviewRegistry {
    nonisolated(unsafe) private static var registered: [PreviewDescriptor] = []
    nonisolated(unsafe) private static var discovered = false

    // MARK: - Registration (called by macro expansions)

    public static func register(name: String?, fileID: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>], body: @escaping () -> UIView) {
        add(name: name, fileID: fileID, line: line, traits: traits) { .view(body()) }
    }

    public static func register(name: String?, fileID: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>], body: @escaping () -> UIViewController) {
        add(name: name, fileID: fileID, line: line, traits: traits) { .viewController(body()) }
    }

    private static func add(name: String?, fileID: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>], make: @escaping () -> PreviewContent) {
        registered.append(PreviewDescriptor(id: "", name: name, fileID: fileID, line: line, traits: traits.map(\.setting), makeContent: make))
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
        viewlab_enumerate_preview_sections({ begin, end, _ in
            guard let begin, let end else { return }
            typealias Record = @convention(c) () -> Void
            let count = (end - begin) / MemoryLayout<Record>.stride
            let records = begin.assumingMemoryBound(to: Record.self)
            for index in 0..<count { records[index]() }
        }, nil)
        registered = PreviewIdentifiers.assign(to: registered)
    }
}
