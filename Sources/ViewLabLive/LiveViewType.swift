import Previews
import UIKit

/// A `UIView` subclass declared by a live-loaded file, found through the file's previews: the
/// type of the view a preview returns, when that type belongs to the loaded module. `make`
/// builds a new instance the way that preview does (UIKit's `init(frame:)` is not `required`,
/// so a metatype alone cannot construct one).
public struct LiveViewType {
    public var name: String
    public var type: UIView.Type
    public var make: () -> UIView?

    /// The view types of `module` returned by `previews` (first preview per type wins).
    static func declared(in module: String, by previews: [PreviewDescriptor]) -> [LiveViewType] {
        var out: [LiveViewType] = []
        for preview in previews {
            guard let content = try? preview.makeContent() else { continue }
            let view = content.view
            let type = Swift.type(of: view)
            guard String(reflecting: type).hasPrefix(module + "."), !out.contains(where: { $0.type == type }) else { continue }
            let make = preview.makeContent
            out.append(LiveViewType(name: String(describing: type), type: type, make: {
                guard let made = try? make().view, Swift.type(of: made) == type else { return nil }
                return made
            }))
        }
        return out
    }
}
