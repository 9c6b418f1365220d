// QuartzCore — Core Animation's layer tree (CALayer and its subclasses), composited with cairo by
// `LayerCompositor`. Animations and transactions exist so that iOS code compiles; they apply their
// end state at once.
@_exported import CoreGraphics
@_exported import ObjCRuntime
import Foundation

/// Core Foundation's time interval in seconds (Foundation on Linux does not export it).
public typealias CFTimeInterval = Double
