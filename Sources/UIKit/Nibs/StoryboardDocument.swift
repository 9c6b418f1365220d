import Foundation

/// ViewLab: a storyboard (`.storyboard`, the XML Xcode writes; there is no compiled
/// `.storyboardc` on Linux) read and checked once. A storyboard is a XIB whose objects are
/// grouped in `<scenes>`: each scene holds one view controller (`<viewController>`, with
/// `storyboardIdentifier`, `customClass`/`customModule`), its root `<view key="view">` — decoded
/// exactly as a XIB's views are (`XIBDecoding`) — and the controller's outlets and actions; the
/// document names the `initialViewController`. Segues in a controller's connections are read
/// and not performed (ViewLab performs no segues); other controller kinds (navigation, tab bar,
/// table view controllers) are an `XIBError` naming the element and its line.
struct StoryboardDocument {
    /// One scene's view controller.
    struct Scene {
        /// The controller's element as an object: its id, class, module and line (no subviews).
        let controller: XIBObject
        /// The root view, if the scene has one (a controller may make its view in `loadView`).
        let view: XIBObject?
        /// The identifier set in Interface Builder (`instantiateViewController(withIdentifier:)`).
        var identifier: String? { controller.attributes["storyboardIdentifier"] }

        /// The controller's view as a nib whose File's Owner is the controller: the outlets and
        /// actions of the controller connect to the owner when its view loads.
        func viewDocument(name: String, systemImages: Set<String>) -> XIBDocument {
            let owner = XIBObject(
                element: "placeholder",
                attributes: ["placeholderIdentifier": "IBFilesOwner", "id": controller.id], line: controller.line)
            owner.connections = controller.connections
            return XIBDocument(
                name: name, placeholders: [owner], topLevelObjects: view.map { [$0] } ?? [], systemImages: systemImages)
        }
    }

    /// The document's file name (`Main.storyboard`).
    let name: String
    let scenes: [Scene]
    /// The id of the initial view controller, if the storyboard has one.
    let initialViewControllerID: String?
    let systemImages: Set<String>

    /// The controller elements ViewLab instantiates.
    static let controllerElements: Set<String> = ["viewController"]

    init(contentsOf url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw XIBError(file: url.lastPathComponent, line: 0, message: "cannot read \(url.path)")
        }
        try self.init(data: data, name: url.lastPathComponent)
    }

    init(data: Data, name: String) throws {
        self.name = name
        let root = try XIBElement.parse(data, file: name)
        var decoder = XIBDecoding(file: name)
        guard root.name == "document",
            root.attributes["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        else {
            throw decoder.fail(root, "not an iOS storyboard (document type '\(root.attributes["type"] ?? root.name)')")
        }
        for resources in root.children(named: "resources") { try decoder.decodeResources(resources) }
        var scenes: [Scene] = []
        for child in root.children {
            switch child.name {
            case "scenes":
                for scene in child.children(named: "scene") {
                    for objects in scene.children(named: "objects") {
                        // The scene's First Responder and Exit: actions sent to them go up the
                        // responder chain (a nil target).
                        let placeholders = Set(
                            objects.children.filter { $0.name == "placeholder" || $0.name == "exit" }.compactMap {
                                $0.attributes["id"]
                            })
                        for element in objects.children where element.name != "placeholder" && element.name != "exit" {
                            scenes.append(
                                try StoryboardDocument.decodeScene(
                                    element, decoder: decoder, placeholders: placeholders))
                        }
                    }
                }
            case "device", "dependencies", "resources": continue
            default: throw decoder.unsupported(child, in: "document")
            }
        }
        self.scenes = scenes
        initialViewControllerID = root.attributes["initialViewController"]
        systemImages = decoder.systemImages
        if let initial = initialViewControllerID, !scenes.contains(where: { $0.controller.id == initial }) {
            throw decoder.fail(root, "the initial view controller '\(initial)' is not in any scene")
        }
    }

    /// One scene's controller element: its root view and its connections (segues left out).
    static func decodeScene(_ element: XIBElement, decoder: XIBDecoding, placeholders: Set<String>) throws -> Scene {
        guard controllerElements.contains(element.name) else {
            throw decoder.fail(element, "unsupported scene object <\(element.name)> (supported: viewController)")
        }
        let controller = XIBObject(element: element.name, attributes: element.attributes, line: element.line)
        var view: XIBObject?
        for child in element.children {
            switch child.name {
            case "view" where child.attributes["key"] == "view":
                view = try decoder.decodeView(child, parent: element.name)
            case "connections":
                var connections = child
                connections.children.removeAll { $0.name == "segue" }
                controller.connections += try decoder.decodeConnections(connections)
            // Interface Builder's canvas and simulated metrics, and the navigation item's title.
            case "size", "point", "rect", "simulatedMetricsContainer", "extendedEdge", "navigationItem", "tabBarItem",
                "freeformSimulatedSizeMetrics", "layoutGuides":
                continue
            default: throw decoder.unsupported(child, in: element.name)
            }
        }
        let objects = [controller] + (view?.allObjects ?? [])
        try decoder.checkReferences(objects, known: Set(objects.map(\.id)).union(placeholders))
        return Scene(controller: controller, view: view)
    }
}
