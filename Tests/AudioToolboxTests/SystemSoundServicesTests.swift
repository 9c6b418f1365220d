@testable import AudioToolbox
import Foundation
import XCTest

/// System Sound Services as a component uses it for a tap sound: create an ID from a file in the
/// bundle, play it, and run what follows when the sound has finished.
final class SystemSoundServicesTests: XCTestCase {
    /// A real 8 kHz mono WAV file of 0.1 s of silence, written for the test.
    private func writeWAV() throws -> URL {
        let samples = 800
        var data = Data("RIFF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        append(UInt32(36 + samples * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16)); append(UInt16(1)); append(UInt16(1)); append(UInt32(8000)); append(UInt32(16000))
        append(UInt16(2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); append(UInt32(samples * 2))
        data.append(Data(count: samples * 2))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-tap-\(UUID().uuidString).wav")
        try data.write(to: url)
        return url
    }

    func testACreatedSoundGetsAnIDAboveTheVibrationAndPlays() throws {
        let url = try writeWAV()
        defer { try? FileManager.default.removeItem(at: url) }
        var soundID: SystemSoundID = 0
        XCTAssertEqual(AudioServicesCreateSystemSoundID(url as CFURL, &soundID), kAudioServicesNoError)
        XCTAssertGreaterThan(soundID, kSystemSoundID_Vibrate)
        var second: SystemSoundID = 0
        AudioServicesCreateSystemSoundID(url as CFURL, &second)
        XCTAssertNotEqual(second, soundID, "each created sound has its own identifier")
        AudioServicesPlaySystemSound(soundID)
        AudioServicesPlaySystemSound(soundID)
        XCTAssertEqual(SystemSounds.playCount(of: soundID), 2)
        XCTAssertEqual(AudioServicesDisposeSystemSoundID(soundID), kAudioServicesNoError)
        XCTAssertNil(SystemSounds.file(of: soundID))
    }

    func testAFileThatCannotBeOpenedIsAnErrorAndLeavesTheIDAlone() {
        var soundID: SystemSoundID = 7
        let missing = URL(fileURLWithPath: "/nonexistent/viewlab/tap.caf")
        XCTAssertEqual(
            AudioServicesCreateSystemSoundID(missing as CFURL, &soundID), kAudioServicesSystemSoundUnspecifiedError)
        XCTAssertEqual(soundID, 7)
    }

    func testTheCompletionRunsAfterThePlayReturnsOnTheMainQueue() throws {
        let url = try writeWAV()
        defer { try? FileManager.default.removeItem(at: url) }
        var soundID: SystemSoundID = 0
        AudioServicesCreateSystemSoundID(url as CFURL, &soundID)
        let finished = expectation(description: "the sound finished")
        nonisolated(unsafe) var returned = false
        AudioServicesPlaySystemSoundWithCompletion(soundID) {
            XCTAssertTrue(returned, "the sound plays asynchronously: the call returns first")
            XCTAssertTrue(Thread.isMainThread)
            finished.fulfill()
        }
        returned = true
        wait(for: [finished], timeout: 5)
    }
}
