import CoreGraphics

/// ViewLab: turns the element tree of a XIB into `XIBObject`s, checking every element against
/// what ViewLab supports (see `XIBDocument`); the first problem is an `XIBError` with its line.
struct XIBDecoding {
    let file: String
    /// `<namedColor>` resources, read before the objects that use them.
    var namedColors: [String: XIBColor] = [:]
    /// `<image name=… catalog="system">` resources.
    var systemImages: Set<String> = []

    init(file: String) { self.file = file }

    func fail(_ element: XIBElement, _ message: String) -> XIBError {
        XIBError(file: file, line: element.line, message: message)
    }

    func unsupported(_ element: XIBElement, in parent: String) -> XIBError {
        let key = element.attributes["key"].map { " key=\"\($0)\"" } ?? ""
        return fail(element, "unsupported element <\(element.name)\(key)> in <\(parent)>")
    }

    mutating func decodeDocument(_ root: XIBElement) throws -> (placeholders: [XIBObject], objects: [XIBObject]) {
        guard root.name == "document" else {
            throw fail(root, "not an Interface Builder document (root element <\(root.name)>)")
        }
        let type = root.attributes["type"] ?? ""
        guard type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB" else {
            let what =
                type.contains("Storyboard")
                ? "a storyboard is not a nib: load it with UIStoryboard(name:bundle:)"
                : "not an iOS XIB (document type '\(type)')"
            throw fail(root, what)
        }
        for resources in root.children(named: "resources") { try decodeResources(resources) }
        var placeholders: [XIBObject] = [], objects: [XIBObject] = []
        for child in root.children {
            switch child.name {
            case "objects":
                for element in child.children {
                    if element.name == "placeholder" {
                        let placeholder = XIBObject(
                            element: "placeholder", attributes: element.attributes, line: element.line)
                        for inner in element.children {
                            guard inner.name == "connections" else { throw unsupported(inner, in: "placeholder") }
                            placeholder.connections += try decodeConnections(inner)
                        }
                        placeholders.append(placeholder)
                    } else if XIBDocument.gestureRecognizerClasses[element.name] != nil {
                        objects.append(try decodeGestureRecognizer(element))
                    } else {
                        objects.append(try decodeView(element, parent: "objects"))
                    }
                }
            case "device", "dependencies", "resources": continue
            default: throw unsupported(child, in: "document")
            }
        }
        var seen: Set<String> = []
        for object in placeholders + objects.flatMap(\.allObjects) where !object.id.isEmpty {
            guard seen.insert(object.id).inserted else {
                throw XIBError(file: file, line: object.line, message: "duplicate object id '\(object.id)'")
            }
        }
        // outlets may name constraints too (`@IBOutlet var heightConstraint: NSLayoutConstraint!`)
        let constraintIDs = objects.flatMap(\.allObjects).flatMap {
            $0.constraints.compactMap(\.id) + $0.placeholderConstraintIDs
        }
        try checkReferences(placeholders + objects.flatMap(\.allObjects), known: seen.union(constraintIDs))
        return (placeholders, objects)
    }

    mutating func decodeResources(_ element: XIBElement) throws {
        for resource in element.children {
            switch resource.name {
            case "namedColor":
                guard let name = resource.attributes["name"], let color = resource.children(named: "color").first else {
                    continue
                }
                namedColors[name] = try XIBColor.decode(color, file: file, named: [:])
            case "systemColor":
                // IB's resolved value of a system colour; ViewLab resolves the name with its theme.
                guard let name = resource.attributes["name"], XIBColor.systemName(name) != nil else {
                    throw fail(resource, "unknown system colour '\(resource.attributes["name"] ?? "")'")
                }
            case "image":
                if resource.attributes["catalog"] == "system", let name = resource.attributes["name"] {
                    systemImages.insert(name)
                }
            default: throw unsupported(resource, in: "resources")
            }
        }
    }

    /// A top-level gesture recognizer (`<tapGestureRecognizer id=…>` with its action connections).
    func decodeGestureRecognizer(_ element: XIBElement) throws -> XIBObject {
        guard element.attributes["id"] != nil else { throw fail(element, "<\(element.name)> has no id") }
        let object = XIBObject(element: element.name, attributes: element.attributes, line: element.line)
        for child in element.children where child.name == "connections" {
            object.connections += try decodeConnections(child)
        }
        return object
    }

    func decodeView(_ element: XIBElement, parent: String) throws -> XIBObject {
        guard XIBDocument.viewClasses[element.name] != nil else {
            throw fail(
                element,
                "unsupported element <\(element.name)> in <\(parent)> (supported: placeholders and \(XIBDocument.viewClasses.keys.sorted().joined(separator: ", ")))"
            )
        }
        guard element.attributes["id"] != nil else { throw fail(element, "<\(element.name)> has no id") }
        for (attribute, words) in XIBVocabulary.enumerations {
            if let value = element.attributes[attribute], words[value] == nil {
                throw fail(
                    element,
                    "<\(element.name)> \(attribute)=\"\(value)\" is not one of \(words.keys.sorted().joined(separator: ", "))"
                )
            }
        }
        let object = XIBObject(element: element.name, attributes: element.attributes, line: element.line)
        for child in element.children {
            let key = child.attributes["key"]
            switch child.name {
            case "subviews":
                object.subviews += try child.children.map { try decodeView($0, parent: child.name) }
            case "constraints":
                for constraint in child.children {
                    guard constraint.name == "constraint" else { throw unsupported(constraint, in: "constraints") }
                    let decoded = try XIBConstraint.decode(constraint, file: file)
                    // A placeholder constraint (`placeholder="YES"`, the inspector's "Remove at build
                    // time") only quiets IB's warnings while designing; ibtool leaves it out of the
                    // compiled nib, so at run time the view has only the constraints its code adds
                    // (Xcode Help, "Add placeholder constraints"). An outlet to it stays nil.
                    if constraint.attributes["placeholder"] == "YES" {
                        object.placeholderConstraintIDs += decoded.id.map { [$0] } ?? []
                        continue
                    }
                    object.constraints.append(decoded)
                }
            case "connections": object.connections += try decodeConnections(child)
            // The view's recognizers are connected by its `gestureRecognizers` outlet collection.
            case "gestureRecognizers": continue
            case "view" where key == "contentView", "tableViewCellContentView":
                // IB writes a cell's content view without an id when nothing refers to it.
                var content = child
                content.name = "view"
                if content.attributes["id"] == nil {
                    content.attributes["id"] = (element.attributes["id"] ?? "") + ".contentView"
                }
                object.contentView = try decodeView(content, parent: element.name)
            case "userDefinedRuntimeAttributes":
                for attribute in child.children {
                    guard attribute.name == "userDefinedRuntimeAttribute" else {
                        throw unsupported(attribute, in: child.name)
                    }
                    object.runtimeAttributes.append(try decodeRuntimeAttribute(attribute))
                }
            case "viewLayoutGuide":
                guard let id = child.attributes["id"], let key else {
                    throw fail(child, "<viewLayoutGuide> needs a key and an id")
                }
                object.layoutGuides[id] = key
            case "state" where element.name == "button":
                object.buttonStates.append(try decodeButtonState(child))
            case "collectionViewFlowLayout" where element.name == "collectionView" && key == "collectionViewLayout":
                let layout = XIBObject(element: child.name, attributes: child.attributes, line: child.line)
                for value in child.children {
                    guard let key = value.attributes["key"] else { throw unsupported(value, in: child.name) }
                    layout.values[key] = try decodeValue(value, in: child.name)
                }
                object.flowLayout = layout
            case "cells" where element.name == "collectionView", "prototypes" where element.name == "tableView":
                continue  // prototype cells are a storyboard's; a XIB's list has none
            case "blurEffect" where element.name == "visualEffectView":
                object.values["blurEffectStyle"] = .string(child.attributes["style"] ?? "regular")
            case "vibrancyEffect" where element.name == "visualEffectView":
                continue  // drawn as its content only (see `UIVisualEffectView`)
            case "segments" where element.name == "segmentedControl":
                for segment in child.children {
                    guard segment.name == "segment" else { throw unsupported(segment, in: "segments") }
                    object.segments.append((segment.attributes["title"], segment.attributes["image"]))
                }
            default:
                if XIBVocabulary.ignoredChildren.contains(child.name)
                    || XIBVocabulary.ignoredChildren.contains("\(child.name):\(key ?? "")")
                {
                    continue
                }
                guard let key else { throw unsupported(child, in: element.name) }
                object.values[key] = try decodeValue(child, in: element.name)
            }
        }
        return object
    }

    /// A keyed value element: `rect`, `size`, `point`, `color`, `fontDescription`,
    /// `autoresizingMask`, `edgeInsets`, `nil`, `integer`/`real`, `string`, `imageReference`.
    func decodeValue(_ element: XIBElement, in parent: String) throws -> XIBValue {
        let a = element.attributes
        func number(_ key: String) throws -> CGFloat {
            guard let text = a[key], let value = Double(text), value.isFinite else {
                throw fail(element, "<\(element.name)> needs a number in '\(key)'")
            }
            return CGFloat(value)
        }
        switch element.name {
        case "rect":
            return .rect(
                CGRect(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
            )
        case "size": return .size(CGSize(width: try number("width"), height: try number("height")))
        case "point": return .point(CGPoint(x: try number("x"), y: try number("y")))
        case "inset":  // a flow layout's section inset: IB's minX, minY, maxX, maxY
            return .insets(
                UIEdgeInsets(
                    top: try number("minY"), left: try number("minX"), bottom: try number("maxY"),
                    right: try number("maxX")))
        case "edgeInsets", "directionalEdgeInsets":
            let leading = a["left"] != nil ? "left" : "leading", trailing = a["right"] != nil ? "right" : "trailing"
            return .insets(
                UIEdgeInsets(
                    top: try number("top"), left: try number(leading), bottom: try number("bottom"),
                    right: try number(trailing)))
        case "color": return .color(try XIBColor.decode(element, file: file, named: namedColors))
        case "fontDescription": return .font(try XIBFont.decode(element, file: file))
        case "autoresizingMask":
            let flags: [(String, UIView.AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight),
                ("flexibleMaxY", .flexibleBottomMargin),
            ]
            return .autoresizingMask(UIView.AutoresizingMask(flags.filter { a[$0.0] == "YES" }.map(\.1)))
        case "nil": return .none
        case "integer", "real": return .number(Double(try number("value")))
        case "string": return .string(a["value"] ?? "")
        case "imageReference": return .image(a["image"] ?? "")
        default: throw unsupported(element, in: parent)
        }
    }

    func decodeButtonState(_ element: XIBElement) throws -> XIBButtonState {
        guard let key = element.attributes["key"], let state = XIBVocabulary.states[key] else {
            throw fail(element, "unknown button state '\(element.attributes["key"] ?? "")'")
        }
        var out = XIBButtonState(state: state, title: element.attributes["title"], image: element.attributes["image"])
        for child in element.children {
            if child.name == "color", child.attributes["key"] == "titleColor" {
                out.titleColor = try XIBColor.decode(child, file: file, named: namedColors)
            } else if child.name != "color" && child.name != "preferredSymbolConfiguration" {
                throw unsupported(child, in: "state")
            }
        }
        return out
    }

    /// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="8"/>`;
    /// `boolean` and `string` carry `value` as an attribute.
    func decodeRuntimeAttribute(_ element: XIBElement) throws -> (keyPath: String, value: XIBValue) {
        guard let keyPath = element.attributes["keyPath"], !keyPath.isEmpty else {
            throw fail(element, "<userDefinedRuntimeAttribute> has no keyPath")
        }
        let type = element.attributes["type"] ?? ""
        let child = element.children.first { $0.attributes["key"] == "value" }
        switch type {
        case "boolean": return (keyPath, .bool(element.attributes["value"] == "YES"))
        case "string", "localizedString": return (keyPath, .string(element.attributes["value"] ?? ""))
        case "nil": return (keyPath, .none)
        case "image":
            return (keyPath, .image(element.attributes["value"] ?? child?.attributes["image"] ?? ""))
        case "number", "color", "size", "point", "rect":
            guard let child else { throw fail(element, "runtime attribute '\(keyPath)' of type \(type) has no value") }
            return (keyPath, try decodeValue(child, in: element.name))
        default: throw fail(element, "unsupported runtime attribute type '\(type)' for '\(keyPath)'")
        }
    }

    func decodeConnections(_ element: XIBElement) throws -> [XIBConnection] {
        try element.children.map { connection in
            let a = connection.attributes
            guard let destination = a["destination"] else {
                throw fail(connection, "<\(connection.name)> has no destination")
            }
            switch connection.name {
            case "outlet":
                guard let property = a["property"] else { throw fail(connection, "<outlet> has no property") }
                return .outlet(property: property, destination: destination, line: connection.line)
            case "outletCollection":
                guard let property = a["property"] else { throw fail(connection, "<outletCollection> has no property") }
                return .outletCollection(property: property, destination: destination, line: connection.line)
            case "action":
                guard let selector = a["selector"] else { throw fail(connection, "<action> has no selector") }
                guard let event = XIBVocabulary.events[a["eventType"] ?? "touchUpInside"] else {
                    throw fail(connection, "unknown eventType '\(a["eventType"] ?? "")'")
                }
                return .action(selector: selector, destination: destination, event: event, line: connection.line)
            default: throw unsupported(connection, in: "connections")
            }
        }
    }

    /// Every connection destination and constraint item names an object (or a layout guide).
    func checkReferences(_ objects: [XIBObject], known: Set<String>) throws {
        let guides = Set(objects.flatMap(\.layoutGuides.keys))
        for object in objects {
            for connection in object.connections {
                switch connection {
                case .outlet(_, let destination, let line), .outletCollection(_, let destination, let line),
                    .action(_, let destination, _, let line):
                    if !known.contains(destination) && destination != "-2" {
                        throw XIBError(
                            file: file, line: line, message: "connection to unknown object id '\(destination)'")
                    }
                }
            }
            for constraint in object.constraints {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
                where !known.contains(item) && !guides.contains(item) {
                    throw XIBError(
                        file: file, line: constraint.line,
                        message: "constraint item '\(item)' is not an object of the document")
                }
            }
        }
    }
}
