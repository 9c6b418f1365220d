// QuartzCore — Core Animation's layer tree, rendered with CoreGraphics.
@_exported import CoreGraphics
