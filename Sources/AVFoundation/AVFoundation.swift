// Apple's AVFoundation, for the parts UIKit components use, which Linux lacks: the geometry helper
// `AVMakeRect`, and audio, playback and capture objects that keep their settings and answer as a
// device with no media would. ViewLab decodes no audio or video: players play silently and show no
// frames (a player layer draws only what a `CALayer` draws), capture has no camera (no default
// device; access is never granted), as in a preview. Core Media's times (`CMTime`) come with it,
// as on iOS.
@_exported import CoreMedia
@_exported import QuartzCore
