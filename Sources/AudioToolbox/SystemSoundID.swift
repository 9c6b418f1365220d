import Foundation

/// On iOS AudioToolbox brings CoreFoundation's types with it (`url as CFURL` needs only `import
/// AudioToolbox`); ViewLab's `CFURL` is CoreGraphics'.
@_exported import typealias CoreGraphics.CFURL

/// Apple's AudioToolbox, System Sound Services only: the short sounds and the vibration an app plays
/// with `AudioServicesPlaySystemSound` ("System Sound Services provides a C interface for playing
/// short sounds and for invoking vibration on iOS devices", *System Sound Services* reference).
/// ViewLab has no speaker: a sound is registered and played as iOS does it, in silence, and the
/// completion of a play runs on the main run loop as when the sound ends.

/// The identifier of a registered sound (`UInt32` in AudioToolbox's `AudioServices.h`).
public typealias SystemSoundID = UInt32

/// The result code of AudioToolbox's C functions (`OSStatus`, an `Int32`; 0 is success).
public typealias OSStatus = Int32

/// Vibrates the device on an iPhone (`kSystemSoundID_Vibrate`, `0x00000FFF`); here it plays nothing.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// Success (`kAudioServicesNoError`).
public let kAudioServicesNoError: OSStatus = 0

/// "An unspecified error has occurred" (`kAudioServicesSystemSoundUnspecifiedError`, -1500): what
/// `AudioServicesCreateSystemSoundID` answers for a file it cannot open.
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
