import CoreGraphics
import Foundation

/// Core Image's geometry filters (Apple, *Core Image Filter Reference*,
/// `CICategoryGeometryAdjustment`): crops, affine transforms and scaling, as `CIImage`'s own
/// `cropped(to:)`, `transformed(by:)` and `clamped(to:)`.
enum GeometryFilters {
    static let all: [FilterDefinition] = [
        FilterDefinition(
            name: "CICrop", categories: [kCICategoryGeometryAdjustment, kCICategoryBuiltIn],
            parameters: [.image(), .vector("inputRectangle", -8.98847e307, -8.98847e307, 1.79769e308, 1.79769e308)]
        ) { inputs in inputs.image()?.cropped(to: inputs.vector("inputRectangle").cgRectValue) },
        FilterDefinition(
            name: "CIAffineTransform", categories: [kCICategoryGeometryAdjustment, kCICategoryBuiltIn],
            parameters: [
                .image(),
                .init(key: kCIInputTransformKey, defaultValue: CGAffineTransform.identity, className: "NSValue"),
            ]
        ) { inputs in inputs.image()?.transformed(by: transform(inputs)) },
        FilterDefinition(
            name: "CIAffineClamp", categories: [kCICategoryGeometryAdjustment, kCICategoryBuiltIn],
            parameters: [
                .image(),
                .init(key: kCIInputTransformKey, defaultValue: CGAffineTransform.identity, className: "NSValue"),
            ]
        ) { inputs in inputs.image()?.clampedToExtent().transformed(by: transform(inputs)) },
        FilterDefinition(
            name: "CILanczosScaleTransform", categories: [kCICategoryGeometryAdjustment, kCICategoryBuiltIn],
            parameters: [.image(), .number(kCIInputScaleKey, 1), .number(kCIInputAspectRatioKey, 1)]
        ) { inputs in
            let scale = CGFloat(inputs.number(kCIInputScaleKey)),
                aspect = CGFloat(inputs.number(kCIInputAspectRatioKey))
            return inputs.image()?.transformed(by: CGAffineTransform(scaleX: scale * aspect, y: scale))
        },
        FilterDefinition(
            name: "CIBicubicScaleTransform", categories: [kCICategoryGeometryAdjustment, kCICategoryBuiltIn],
            parameters: [.image(), .number(kCIInputScaleKey, 1), .number(kCIInputAspectRatioKey, 1)]
        ) { inputs in
            let scale = CGFloat(inputs.number(kCIInputScaleKey)),
                aspect = CGFloat(inputs.number(kCIInputAspectRatioKey))
            return inputs.image()?.transformed(by: CGAffineTransform(scaleX: scale * aspect, y: scale))
        },
    ]

    /// The `inputTransform` as Core Image takes it: an `NSValue` of a `CGAffineTransform` on iOS;
    /// here the transform itself, or a `CIVector` of its six values.
    static func transform(_ inputs: FilterInputs) -> CGAffineTransform {
        switch inputs.values[kCIInputTransformKey] {
        case let t as CGAffineTransform: return t
        case let v as CIVector: return v.cgAffineTransformValue
        default: return .identity
        }
    }
}
