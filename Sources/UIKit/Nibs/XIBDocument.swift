import Foundation

/// ViewLab: an Interface Builder document (`.xib`, the XML Xcode writes; there is no compiled
/// `.nib` on Linux) read and checked once — `UINib` keeps one and instantiates it as often as
/// asked. Everything ViewLab does not support is an `XIBError` naming the element and its line
/// when the document is read, so instantiating never meets an unknown construct.
///
/// Supported: `<placeholder>` (File's Owner `-1`, First Responder `-2`, external objects) and the
/// views in `viewClasses` with `customClass`/`customModule`; their `rect key="frame"`,
/// `autoresizingMask`, `subviews`, `constraints`, colours, fonts, images by name, button states,
/// segments, `userDefinedRuntimeAttributes` (also where IB stores `@IBInspectable` values),
/// `viewLayoutGuide` (safe area) and `connections` (outlets, outlet collections, actions); the
/// `<resources>` section (`systemColor`, `namedColor`, `image`).
public struct XIBDocument {
    /// The document's name (`ShopView.xib`).
    public let name: String
    /// The placeholders (File's Owner, First Responder, external objects), in document order.
    let placeholders: [XIBObject]
    /// The top-level objects, in document order — what `instantiate` returns.
    let topLevelObjects: [XIBObject]
    /// The images the resources mark `catalog="system"` (SF Symbols, not the app's images).
    let systemImages: Set<String>

    /// The element names of the views ViewLab builds, and their UIKit classes.
    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "stackView": UIStackView.self, "switch": UISwitch.self, "slider": UISlider.self, "textField": UITextField.self,
        "segmentedControl": UISegmentedControl.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "progressView": UIProgressView.self, "scrollView": UIScrollView.self, "pageControl": UIPageControl.self,
        "stepper": UIStepper.self, "collectionViewCell": UICollectionViewCell.self,
        "tableViewCell": UITableViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "pickerView": UIPickerView.self,
        "datePicker": UIDatePicker.self, "collectionView": UICollectionView.self, "tableView": UITableView.self,
        "visualEffectView": UIVisualEffectView.self,
    ]

    /// The element names of the gesture recognizers a XIB holds as top-level objects (attached to
    /// views by their `gestureRecognizers` outlet collections), and their UIKit classes.
    static let gestureRecognizerClasses: [String: @MainActor () -> UIGestureRecognizer] = [
        "tapGestureRecognizer": { UITapGestureRecognizer() },
        "longPressGestureRecognizer": { UILongPressGestureRecognizer() },
        "panGestureRecognizer": { UIPanGestureRecognizer() }, "swipeGestureRecognizer": { UISwipeGestureRecognizer() },
        "pinchGestureRecognizer": { UIPinchGestureRecognizer() },
        "rotationGestureRecognizer": { UIRotationGestureRecognizer() },
        "screenEdgePanGestureRecognizer": { UIScreenEdgePanGestureRecognizer() },
    ]

    /// Reads a XIB; `name` is used in errors.
    public init(data: Data, name: String) throws {
        self.name = name
        let root = try XIBElement.parse(data, file: name)
        var decoder = XIBDecoding(file: name)
        (placeholders, topLevelObjects) = try decoder.decodeDocument(root)
        systemImages = decoder.systemImages
    }

    /// A document made of objects already decoded (a storyboard scene's view, `StoryboardDocument`).
    init(name: String, placeholders: [XIBObject], topLevelObjects: [XIBObject], systemImages: Set<String>) {
        self.name = name
        self.placeholders = placeholders
        self.topLevelObjects = topLevelObjects
        self.systemImages = systemImages
    }

    /// Reads the XIB at `url`.
    public init(contentsOf url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw XIBError(file: url.lastPathComponent, line: 0, message: "cannot read \(url.path)")
        }
        try self.init(data: data, name: url.lastPathComponent)
    }

    /// One line per object, indented by depth: `ShopView (view) 0,0 320×120 · outlets: iconView`
    /// — what the shell's `:nib` lists.
    public var outline: [String] {
        var lines = placeholders.map { placeholder -> String in
            let role =
                placeholder.attributes["placeholderIdentifier"] == "IBFilesOwner"
                ? "File's Owner"
                : placeholder.attributes["placeholderIdentifier"] == "IBFirstResponder"
                    ? "First Responder"
                    : "external object '\(placeholder.attributes["placeholderIdentifier"] ?? "")'"
            return "\(role)\(placeholder.customClass.map { " (\($0))" } ?? "")"
                + XIBDocument.connectionSummary(placeholder)
        }
        func walk(_ object: XIBObject, depth: Int) {
            var line = String(repeating: "  ", count: depth) + object.className
            if object.customClass != nil { line += " (\(object.element))" }
            if case .rect(let frame)? = object.values["frame"] {
                line +=
                    " \(XIBDocument.number(frame.minX)),\(XIBDocument.number(frame.minY)) \(XIBDocument.number(frame.width))×\(XIBDocument.number(frame.height))"
            }
            if !object.constraints.isEmpty {
                line += " · \(object.constraints.count) constraint\(object.constraints.count == 1 ? "" : "s")"
            }
            lines.append(line + XIBDocument.connectionSummary(object))
            for child in object.subviews { walk(child, depth: depth + 1) }
        }
        for object in topLevelObjects { walk(object, depth: 0) }
        return lines
    }

    private static func connectionSummary(_ object: XIBObject) -> String {
        var outlets: [String] = [], actions: [String] = []
        for connection in object.connections {
            switch connection {
            case .outlet(let property, _, _), .outletCollection(let property, _, _):
                if !outlets.contains(property) { outlets.append(property) }
            case .action(let selector, _, _, _): actions.append(selector)
            }
        }
        var out = ""
        if !outlets.isEmpty { out += " · outlets: " + outlets.joined(separator: ", ") }
        if !actions.isEmpty { out += " · actions: " + actions.joined(separator: ", ") }
        return out
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
