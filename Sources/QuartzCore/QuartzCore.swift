// QuartzCore — Core Animation's layer tree (CALayer and its subclasses), composited with cairo by
// `LayerCompositor`. Explicit animations run on a virtual media clock (`CAMediaClock`): the model keeps
// its values, `presentation()` and the frames a stage draws show the animated ones.
@_exported import CoreGraphics
@_exported import ObjCRuntime
import Foundation
