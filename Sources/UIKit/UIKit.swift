// UIKit — views, colours and drawing, on QuartzCore and CoreGraphics.
// `import UIKit` is all a custom view needs: it brings Foundation, CoreGraphics and QuartzCore.
@_exported import CoreGraphics
@_exported import ObjCRuntime
@_exported import Foundation
@_exported import ImageIO
@_exported import QuartzCore
