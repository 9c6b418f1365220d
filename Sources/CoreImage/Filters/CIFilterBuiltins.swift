import CoreGraphics
import Foundation

// Core Image's typed filter API (Apple, `CIFilterBuiltins`, iOS 13): `CIFilter.gaussianBlur()`
// returns a filter whose inputs are properties (`filter.inputImage = image; filter.radius = 4`).
// On iOS it is a submodule (`import CoreImage.CIFilterBuiltins`); here it is part of CoreImage
// and the source bridge turns that import into `import CoreImage`.

/// What every typed filter has.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
}

public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}
public protocol CIBoxBlur: CIGaussianBlur {}
public protocol CIDiskBlur: CIGaussianBlur {}
public protocol CIUnsharpMask: CIGaussianBlur {
    var intensity: Float { get set }
}
public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}
public protocol CIExposureAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var ev: Float { get set }
}
public protocol CIGammaAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var power: Float { get set }
}
public protocol CIHueAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var angle: Float { get set }
}
public protocol CISepiaTone: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}
public protocol CIColorMonochrome: CISepiaTone {
    var color: CIColor { get set }
}
public protocol CIColorInvert: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}
public protocol CIPhotoEffect: CIColorInvert {}
public protocol CIMaskToAlpha: CIColorInvert {}
public protocol CIColorPosterize: CIColorInvert {
    var levels: Float { get set }
}
public protocol CIFalseColor: CIColorInvert {
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}
public protocol CIColorMatrix: CIColorInvert {
    var rVector: CIVector { get set }
    var gVector: CIVector { get set }
    var bVector: CIVector { get set }
    var aVector: CIVector { get set }
    var biasVector: CIVector { get set }
}
public protocol CIConstantColorGenerator: CIFilterProtocol {
    var color: CIColor { get set }
}
public protocol CILinearGradient: CIFilterProtocol {
    var point0: CGPoint { get set }
    var point1: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}
public protocol CISmoothLinearGradient: CILinearGradient {}
public protocol CIRadialGradient: CIFilterProtocol {
    var center: CGPoint { get set }
    var radius0: Float { get set }
    var radius1: Float { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}
public protocol CIGaussianGradient: CIFilterProtocol {
    var center: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
    var radius: Float { get set }
}
public protocol CIHueSaturationValueGradient: CIFilterProtocol {
    var value: Float { get set }
    var radius: Float { get set }
    var softness: Float { get set }
    var dither: Float { get set }
}
public protocol CICheckerboardGenerator: CIFilterProtocol {
    var center: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
    var width: Float { get set }
    var sharpness: Float { get set }
}
public protocol CIStripesGenerator: CICheckerboardGenerator {}
public protocol CICompositeOperation: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}
public protocol CIBlendWithMask: CICompositeOperation {
    var maskImage: CIImage? { get set }
}
public protocol CIPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}
public protocol CIVignette: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
    var radius: Float { get set }
}
public protocol CIAreaReductionFilter: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var extent: CGRect { get set }
}
public protocol CILanczosScaleTransform: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var scale: Float { get set }
    var aspectRatio: Float { get set }
}
public protocol CIAffineTransform: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var transform: CGAffineTransform { get set }
}
public protocol CIQRCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: String { get set }
}
