import CoreGraphics
import Foundation

/// The filter `CIFilterBuiltins`' functions return: a built-in filter whose inputs are also
/// properties, each reading and writing the input of Core Image's key for it.
final class BuiltInFilter: CIFilter, @unchecked Sendable, CIGaussianBlur, CIBoxBlur, CIDiskBlur, CIUnsharpMask,
    CIColorControls, CIExposureAdjust, CIGammaAdjust, CIHueAdjust, CISepiaTone, CIColorMonochrome, CIColorInvert,
    CIPhotoEffect, CIMaskToAlpha, CIColorPosterize, CIFalseColor, CIColorMatrix, CIConstantColorGenerator,
    CILinearGradient, CISmoothLinearGradient, CIRadialGradient, CIGaussianGradient, CIHueSaturationValueGradient,
    CICheckerboardGenerator, CIStripesGenerator, CICompositeOperation, CIBlendWithMask, CIPixellate, CIVignette,
    CIAreaReductionFilter, CILanczosScaleTransform, CIAffineTransform, CIQRCodeGenerator
{
    init(_ name: String) {
        // every name `CIFilterBuiltins` hands out is in the registry (BuiltInFilterTests)
        super.init(definition: FilterRegistry.definition(named: name)!)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    private func number(_ key: String) -> Float {
        definition.map { FilterInputs(values: inputs, definition: $0).number(key) } ?? 0
    }
    private func vector(_ key: String) -> CIVector {
        definition.map { FilterInputs(values: inputs, definition: $0).vector(key) } ?? CIVector(x: 0, y: 0)
    }
    private func color(_ key: String) -> CIColor {
        definition.map { FilterInputs(values: inputs, definition: $0).color(key) } ?? .black
    }

    var inputImage: CIImage? {
        get { inputs[kCIInputImageKey] as? CIImage }
        set { inputs[kCIInputImageKey] = newValue }
    }
    var backgroundImage: CIImage? {
        get { inputs[kCIInputBackgroundImageKey] as? CIImage }
        set { inputs[kCIInputBackgroundImageKey] = newValue }
    }
    var maskImage: CIImage? {
        get { inputs[kCIInputMaskImageKey] as? CIImage }
        set { inputs[kCIInputMaskImageKey] = newValue }
    }
    var radius: Float {
        get { number(kCIInputRadiusKey) }
        set { inputs[kCIInputRadiusKey] = NSNumber(value: newValue) }
    }
    var radius0: Float {
        get { number("inputRadius0") }
        set { inputs["inputRadius0"] = NSNumber(value: newValue) }
    }
    var radius1: Float {
        get { number("inputRadius1") }
        set { inputs["inputRadius1"] = NSNumber(value: newValue) }
    }
    var intensity: Float {
        get { number(kCIInputIntensityKey) }
        set { inputs[kCIInputIntensityKey] = NSNumber(value: newValue) }
    }
    var saturation: Float {
        get { number(kCIInputSaturationKey) }
        set { inputs[kCIInputSaturationKey] = NSNumber(value: newValue) }
    }
    var brightness: Float {
        get { number(kCIInputBrightnessKey) }
        set { inputs[kCIInputBrightnessKey] = NSNumber(value: newValue) }
    }
    var contrast: Float {
        get { number(kCIInputContrastKey) }
        set { inputs[kCIInputContrastKey] = NSNumber(value: newValue) }
    }
    var ev: Float {
        get { number(kCIInputEVKey) }
        set { inputs[kCIInputEVKey] = NSNumber(value: newValue) }
    }
    var power: Float {
        get { number("inputPower") }
        set { inputs["inputPower"] = NSNumber(value: newValue) }
    }
    var angle: Float {
        get { number(kCIInputAngleKey) }
        set { inputs[kCIInputAngleKey] = NSNumber(value: newValue) }
    }
    var levels: Float {
        get { number("inputLevels") }
        set { inputs["inputLevels"] = NSNumber(value: newValue) }
    }
    var value: Float {
        get { number("inputValue") }
        set { inputs["inputValue"] = NSNumber(value: newValue) }
    }
    var softness: Float {
        get { number("inputSoftness") }
        set { inputs["inputSoftness"] = NSNumber(value: newValue) }
    }
    var dither: Float {
        get { number("inputDither") }
        set { inputs["inputDither"] = NSNumber(value: newValue) }
    }
    var width: Float {
        get { number(kCIInputWidthKey) }
        set { inputs[kCIInputWidthKey] = NSNumber(value: newValue) }
    }
    var sharpness: Float {
        get { number(kCIInputSharpnessKey) }
        set { inputs[kCIInputSharpnessKey] = NSNumber(value: newValue) }
    }
    var scale: Float {
        get { number(kCIInputScaleKey) }
        set { inputs[kCIInputScaleKey] = NSNumber(value: newValue) }
    }
    var aspectRatio: Float {
        get { number(kCIInputAspectRatioKey) }
        set { inputs[kCIInputAspectRatioKey] = NSNumber(value: newValue) }
    }
    var color: CIColor {
        get { color(kCIInputColorKey) }
        set { inputs[kCIInputColorKey] = newValue }
    }
    var color0: CIColor {
        get { color("inputColor0") }
        set { inputs["inputColor0"] = newValue }
    }
    var color1: CIColor {
        get { color("inputColor1") }
        set { inputs["inputColor1"] = newValue }
    }
    var center: CGPoint {
        get { vector(kCIInputCenterKey).cgPointValue }
        set { inputs[kCIInputCenterKey] = CIVector(cgPoint: newValue) }
    }
    var point0: CGPoint {
        get { vector("inputPoint0").cgPointValue }
        set { inputs["inputPoint0"] = CIVector(cgPoint: newValue) }
    }
    var point1: CGPoint {
        get { vector("inputPoint1").cgPointValue }
        set { inputs["inputPoint1"] = CIVector(cgPoint: newValue) }
    }
    var extent: CGRect {
        get { vector(kCIInputExtentKey).cgRectValue }
        set { inputs[kCIInputExtentKey] = CIVector(cgRect: newValue) }
    }
    var rVector: CIVector {
        get { vector("inputRVector") }
        set { inputs["inputRVector"] = newValue }
    }
    var gVector: CIVector {
        get { vector("inputGVector") }
        set { inputs["inputGVector"] = newValue }
    }
    var bVector: CIVector {
        get { vector("inputBVector") }
        set { inputs["inputBVector"] = newValue }
    }
    var aVector: CIVector {
        get { vector("inputAVector") }
        set { inputs["inputAVector"] = newValue }
    }
    var biasVector: CIVector {
        get { vector("inputBiasVector") }
        set { inputs["inputBiasVector"] = newValue }
    }
    var message: Data {
        get { (inputs["inputMessage"] as? Data) ?? Data() }
        set { inputs["inputMessage"] = newValue }
    }
    var correctionLevel: String {
        get { (inputs["inputCorrectionLevel"] as? String) ?? "M" }
        set { inputs["inputCorrectionLevel"] = newValue }
    }
    var transform: CGAffineTransform {
        get { (inputs[kCIInputTransformKey] as? CGAffineTransform) ?? .identity }
        set { inputs[kCIInputTransformKey] = newValue }
    }
}

extension CIFilter {
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltInFilter("CIGaussianBlur") }
    public static func boxBlur() -> CIFilter & CIBoxBlur { BuiltInFilter("CIBoxBlur") }
    public static func discBlur() -> CIFilter & CIDiskBlur { BuiltInFilter("CIDiskBlur") }
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { BuiltInFilter("CIUnsharpMask") }
    public static func colorControls() -> CIFilter & CIColorControls { BuiltInFilter("CIColorControls") }
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltInFilter("CIExposureAdjust") }
    public static func gammaAdjust() -> CIFilter & CIGammaAdjust { BuiltInFilter("CIGammaAdjust") }
    public static func hueAdjust() -> CIFilter & CIHueAdjust { BuiltInFilter("CIHueAdjust") }
    public static func sepiaTone() -> CIFilter & CISepiaTone { BuiltInFilter("CISepiaTone") }
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltInFilter("CIColorMonochrome") }
    public static func colorInvert() -> CIFilter & CIColorInvert { BuiltInFilter("CIColorInvert") }
    public static func colorPosterize() -> CIFilter & CIColorPosterize { BuiltInFilter("CIColorPosterize") }
    public static func colorMatrix() -> CIFilter & CIColorMatrix { BuiltInFilter("CIColorMatrix") }
    public static func falseColor() -> CIFilter & CIFalseColor { BuiltInFilter("CIFalseColor") }
    public static func maskToAlpha() -> CIFilter & CIMaskToAlpha { BuiltInFilter("CIMaskToAlpha") }
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltInFilter("CIPhotoEffectMono") }
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltInFilter("CIPhotoEffectNoir") }
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltInFilter("CIPhotoEffectTonal") }
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator {
        BuiltInFilter("CIConstantColorGenerator")
    }
    public static func linearGradient() -> CIFilter & CILinearGradient { BuiltInFilter("CILinearGradient") }
    public static func smoothLinearGradient() -> CIFilter & CISmoothLinearGradient {
        BuiltInFilter("CISmoothLinearGradient")
    }
    public static func radialGradient() -> CIFilter & CIRadialGradient { BuiltInFilter("CIRadialGradient") }
    public static func gaussianGradient() -> CIFilter & CIGaussianGradient { BuiltInFilter("CIGaussianGradient") }
    public static func hueSaturationValueGradient() -> CIFilter & CIHueSaturationValueGradient {
        BuiltInFilter("CIHueSaturationValueGradient")
    }
    public static func checkerboardGenerator() -> CIFilter & CICheckerboardGenerator {
        BuiltInFilter("CICheckerboardGenerator")
    }
    public static func stripesGenerator() -> CIFilter & CIStripesGenerator { BuiltInFilter("CIStripesGenerator") }
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation {
        BuiltInFilter("CISourceOverCompositing")
    }
    public static func sourceAtopCompositing() -> CIFilter & CICompositeOperation {
        BuiltInFilter("CISourceAtopCompositing")
    }
    public static func sourceInCompositing() -> CIFilter & CICompositeOperation {
        BuiltInFilter("CISourceInCompositing")
    }
    public static func multiplyCompositing() -> CIFilter & CICompositeOperation {
        BuiltInFilter("CIMultiplyCompositing")
    }
    public static func multiplyBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter("CIMultiplyBlendMode") }
    public static func screenBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter("CIScreenBlendMode") }
    public static func overlayBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter("CIOverlayBlendMode") }
    public static func blendWithMask() -> CIFilter & CIBlendWithMask { BuiltInFilter("CIBlendWithMask") }
    public static func blendWithAlphaMask() -> CIFilter & CIBlendWithMask { BuiltInFilter("CIBlendWithAlphaMask") }
    public static func pixellate() -> CIFilter & CIPixellate { BuiltInFilter("CIPixellate") }
    public static func vignette() -> CIFilter & CIVignette { BuiltInFilter("CIVignette") }
    public static func areaAverage() -> CIFilter & CIAreaReductionFilter { BuiltInFilter("CIAreaAverage") }
    public static func areaMaximum() -> CIFilter & CIAreaReductionFilter { BuiltInFilter("CIAreaMaximum") }
    public static func areaMinimum() -> CIFilter & CIAreaReductionFilter { BuiltInFilter("CIAreaMinimum") }
    public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform {
        BuiltInFilter("CILanczosScaleTransform")
    }
    public static func affineTransform() -> CIFilter & CIAffineTransform { BuiltInFilter("CIAffineTransform") }
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltInFilter("CIQRCodeGenerator") }
}
