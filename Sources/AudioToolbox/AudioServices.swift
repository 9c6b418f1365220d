import CoreGraphics
import Foundation

/// `AudioServicesCreateSystemSoundID(_:_:)`: registers the sound file at `inFileURL` and writes its
/// new identifier to `outSystemSoundID`. A file that cannot be read gives
/// `kAudioServicesSystemSoundUnspecifiedError` and leaves the identifier untouched; identifiers of
/// created sounds are above `kSystemSoundID_Vibrate`, as iOS numbers them (4096 and up).
@discardableResult
public func AudioServicesCreateSystemSoundID(
    _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
)
    -> OSStatus
{
    guard inFileURL.isFileURL, FileManager.default.isReadableFile(atPath: inFileURL.path) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outSystemSoundID.pointee = SystemSounds.register(inFileURL)
    return kAudioServicesNoError
}

/// `AudioServicesDisposeSystemSoundID(_:)`: forgets a sound created by
/// `AudioServicesCreateSystemSoundID`.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSounds.dispose(inSystemSoundID)
    return kAudioServicesNoError
}

/// `AudioServicesPlaySystemSound(_:)`: plays the sound (silently here); "the sound plays
/// asynchronously", so the call returns at once.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, nil)
}

/// `AudioServicesPlayAlertSound(_:)`: as `AudioServicesPlaySystemSound`, with a vibration on an iPhone.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, nil)
}

/// `AudioServicesPlaySystemSoundWithCompletion(_:_:)`: plays the sound and calls `inCompletionBlock`
/// "when the sound has finished playing" — here on the main run loop's next turn, since the silent
/// sound ends at once.
public func AudioServicesPlaySystemSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?
) {
    SystemSounds.played(inSystemSoundID)
    // handed to the main queue as iOS hands it to the sound server's callback thread
    nonisolated(unsafe) let completion = inCompletionBlock
    guard completion != nil else { return }
    DispatchQueue.main.async { completion?() }
}

/// `AudioServicesPlayAlertSoundWithCompletion(_:_:)`.
public func AudioServicesPlayAlertSoundWithCompletion(
    _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?
) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, inCompletionBlock)
}
