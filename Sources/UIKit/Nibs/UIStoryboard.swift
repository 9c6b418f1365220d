import Foundation
import ObjCRuntime

/// A storyboard: the view controllers of a `.storyboard` file, made on request (Apple,
/// `UIStoryboard`). ViewLab reads the storyboard's XML itself (`StoryboardDocument`), found as
/// nibs are (`UINib.searchFolders`: next to the Swift files `:load` or `export --package`
/// compiled, their `Resources` folder, the bundle's resources).
///
/// A controller is made as UIKit makes it: its class (`customClass`, found in `ClassTable`, else
/// `UIViewController`) with `init(coder:)`, then `awakeFromNib()`; its view is loaded from the
/// scene when first asked for (the default `loadView()`), with the controller as the owner of its
/// outlets and actions, and `viewDidLoad()` follows as usual.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: StoryboardDocument
    /// The document's name, readable off the main actor (`description` is nonisolated).
    private nonisolated let documentName: String
    let bundle: Bundle?

    /// The storyboard `name` (without `.storyboard`). A storyboard that cannot be found stops the
    /// program with UIKit's message ("Could not find a storyboard named 'Main' in bundle …",
    /// `NSInvalidArgumentException`); one ViewLab cannot read stops it with the file and line.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let base = name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) : name
        let folders = UINib.searchFolders(bundle: storyboardBundleOrNil)
        guard
            let url = folders.lazy.map({ $0.appendingPathComponent(base + ".storyboard") })
                .first(where: { FileManager.default.fileExists(atPath: $0.path) })
        else {
            let bundle = storyboardBundleOrNil ?? Bundle.main
            fatalError(
                "Could not find a storyboard named '\(base)' in bundle NSBundle <\(bundle.bundlePath)> (loaded) (ViewLab looked in \(folders.map(\.path).joined(separator: ", ")))"
            )
        }
        do {
            document = try StoryboardDocument(contentsOf: url)
            documentName = document.name
        } catch {
            fatalError("\(error)")
        }
        bundle = storyboardBundleOrNil
        super.init()
    }

    /// The storyboard's initial view controller (nil when it names none).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.initialViewControllerID,
            let scene = document.scenes.first(where: { $0.controller.id == id })
        else { return nil }
        return instantiate(scene, creator: nil)
    }

    /// The initial view controller, made by `creator` from the coder (iOS 13).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let id = document.initialViewControllerID,
            let scene = document.scenes.first(where: { $0.controller.id == id })
        else { return nil }
        return instantiate(scene, creator: creator.map { made in { made($0) } }) as? ViewController
    }

    /// The controller with the storyboard identifier `identifier`; a missing identifier stops the
    /// program with UIKit's message ("Storyboard (…) doesn't contain a view controller with
    /// identifier '…'").
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(scene(identifier), creator: nil)
    }

    /// The controller with `identifier`, made by `creator` from the coder (iOS 13).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let made = instantiate(scene(identifier), creator: creator.map { made in { made($0) } })
        guard let typed = made as? ViewController else {
            fatalError(
                "Storyboard (\(description)) view controller with identifier '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)"
            )
        }
        return typed
    }

    open override var description: String { "<UIStoryboard: \(documentName)>" }

    func scene(_ identifier: String) -> StoryboardDocument.Scene {
        guard let scene = document.scenes.first(where: { $0.identifier == identifier }) else {
            fatalError("Storyboard (\(description)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return scene
    }

    /// Makes the scene's controller: `creator` or the class's `init(coder:)`, the view to load
    /// from the scene, then `awakeFromNib()`.
    func instantiate(_ scene: StoryboardDocument.Scene, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController
    {
        let object = scene.controller
        var cls: UIViewController.Type = UIViewController.self
        if let name = object.customClass {
            if let found = ClassTable.lookup(name, module: object.customModule) as? UIViewController.Type {
                cls = found
            } else {
                UIView.report(
                    .invalidArgument,
                    "Unknown class \(name) in Interface Builder file \(document.name) (line \(object.line)); using UIViewController"
                )
            }
        }
        let view = scene.viewDocument(name: document.name, systemImages: document.systemImages)
        let coder = UINibDecoder(
            object: object, instantiation: NibInstantiation(document: view, owner: nil, externalObjects: [:]))
        guard let controller = creator.map({ $0(coder) }) ?? cls.init(coder: coder) else {
            fatalError(
                "Storyboard (\(description)): the view controller of line \(object.line) returned nil from init(coder:)"
            )
        }
        controller.storyboardView = view
        controller.storyboard = self
        controller.awakeFromNib()
        return controller
    }
}
