import CoreGraphics
import Foundation
import ObjCRuntime

/// An image processor (Apple, `CIFilter`): made by name (`CIFilter(name: "CIGaussianBlur")`), given
/// its inputs by key-value coding (`setValue(_:forKey:)` with `kCIInputImageKey`,
/// `kCIInputRadiusKey`…) or through the typed properties of `CIFilterBuiltins`, and read through
/// `outputImage` — a new recipe; nothing is rendered until a `CIContext` asks.
///
/// Subclass it to make a filter of your own: override `outputImage` (built from other filters).
/// Kernels written in the Core Image Kernel Language or Metal (`CIColorKernel(source:)`) are not
/// available: ViewLab has no GPU compiler.
open class CIFilter: NSObject, @unchecked Sendable {
    /// The filter's name (`"CIGaussianBlur"`; a subclass's class name).
    open var name: String
    /// The built-in filter this one is, if it is one.
    let definition: FilterDefinition?
    /// The inputs set, by key.
    var inputs: [String: Any] = [:]

    /// A built-in filter with its inputs at their defaults, or one registered with
    /// `registerName(_:constructor:classAttributes:)`; nil for a name Core Image does not know.
    public convenience init?(name: String) {
        if let definition = FilterRegistry.definition(named: name) {
            self.init(definition: definition)
        } else if let made = FilterRegistry.registeredFilter(named: name) {
            self.init(forwardingTo: made)
        } else {
            return nil
        }
    }

    /// A built-in filter with `parameters` set over its defaults.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    init(definition: FilterDefinition) {
        self.definition = definition
        name = definition.name
        forwarded = nil
        super.init()
        setDefaults()
    }

    /// What `init?(name:)` gives for a registered name: a filter the constructor made, which this
    /// one stands for.
    private let forwarded: CIFilter?

    private init(forwardingTo filter: CIFilter) {
        definition = nil
        name = filter.name
        forwarded = filter
        super.init()
    }

    /// For subclasses: a filter named after its class.
    public override init() {
        definition = nil
        forwarded = nil
        name = String(describing: type(of: self))
        super.init()
    }

    public required init?(coder: NSCoder) {
        definition = nil
        forwarded = nil
        name = String(describing: type(of: self))
        super.init()
    }

    /// The result of applying the filter to its inputs (nil when a required input is missing).
    open var outputImage: CIImage? {
        if let forwarded { return forwarded.outputImage }
        guard let definition else { return nil }
        return definition.apply(FilterInputs(values: inputs, definition: definition))
    }

    /// Sets an input by key (`kCIInputImageKey`, `"inputRadius"`…). On a filter of your own, a
    /// property exposed to Objective-C (`@objc var inputImage: CIImage?`) is set through its setter,
    /// as key-value coding does on iOS.
    open func setValue(_ value: Any?, forKey key: String) {
        if let forwarded { return forwarded.setValue(value, forKey: key) }
        if definition == nil, !key.isEmpty {
            if case .returned = Selector.setter(forKey: key).send(to: self, arguments: [value]) { return }
        }
        inputs[key] = value
    }

    /// An input by key, or `outputImage` for `kCIOutputImageKey` (a filter of your own: its
    /// property of that name exposed to Objective-C, if it has one).
    open func value(forKey key: String) -> Any? {
        if let forwarded { return forwarded.value(forKey: key) }
        if key == kCIOutputImageKey { return outputImage }
        if key == "name" { return name }
        if definition == nil, case .returned(let value) = Selector(key).send(to: self) { return value }
        return inputs[key]
    }

    /// Sets every input to its default (the image inputs to nil).
    open func setDefaults() {
        guard let definition else { return }
        inputs = [:]
        for parameter in definition.parameters {
            if let value = parameter.defaultValue { inputs[parameter.key] = value }
        }
    }

    /// The names of the filter's inputs.
    open var inputKeys: [String] { definition?.parameters.map(\.key) ?? inputs.keys.sorted() }
    /// The names of its outputs (`outputImage`).
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// What Core Image tells about the filter: its name, display name, categories, and per input
    /// its class and default (`kCIAttributeDefault`).
    open var attributes: [String: Any] {
        guard let definition else { return [kCIAttributeFilterName: name] }
        var result: [String: Any] = [
            kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: definition.displayName,
            kCIAttributeFilterCategories: definition.categories,
        ]
        for parameter in definition.parameters {
            var info: [String: Any] = [kCIAttributeClass: parameter.className]
            if let value = parameter.defaultValue { info[kCIAttributeDefault] = value }
            result[parameter.key] = info
        }
        return result
    }

    /// The names of the built-in filters in `category` (nil: all), sorted.
    open class func filterNames(inCategory category: String?) -> [String] {
        FilterRegistry.names(inCategories: category.map { [$0] })
    }

    /// The names of the built-in filters in every one of `categories` (nil: all), sorted.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        FilterRegistry.names(inCategories: categories)
    }

    /// Registers a filter of your own under `name`, made by `constructor` when
    /// `CIFilter(name:)` asks for it.
    open class func registerName(
        _ name: String, constructor anObject: CIFilterConstructor, classAttributes attributes: [String: Any] = [:]
    ) {
        FilterRegistry.register(name, constructor: anObject)
    }

    /// A localized name for a built-in filter (its display name).
    open class func localizedName(forFilterName filterName: String) -> String? {
        FilterRegistry.definition(named: filterName)?.displayName
    }

    open override var description: String { "<CIFilter: \(name)>" }
}

/// What makes filters registered by name (Apple, `CIFilterConstructor`).
public protocol CIFilterConstructor: AnyObject {
    func filter(withName name: String) -> CIFilter?
}
