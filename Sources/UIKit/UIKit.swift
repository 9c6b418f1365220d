// UIKit — views, colours and drawing, on QuartzCore and CoreGraphics.
// `import UIKit` is all a custom view needs: it brings Foundation, CoreGraphics and QuartzCore.
@_exported import CoreGraphics
@_exported import ObjCRuntime
@_exported import Foundation
@_exported import ImageIO
@_exported import QuartzCore
@_exported import CoreImage
// On iOS `import UIKit` (through Foundation) brings `URLSession`, `URLRequest` and `URLResponse`;
// on Linux they live in FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
