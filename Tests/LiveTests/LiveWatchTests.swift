import Foundation
import TestSupport
import UIKit
import ViewLabLive
import ViewLabRender
import ViewLabShell
import XCTest

/// `:watch`'s poller, and a shell session (in this process) reloading a class with a live
/// instance under `root`.
@MainActor
final class LiveWatchTests: XCTestCase {
    nonisolated func testWatcherReportsASavedFileOnce() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-watch")
        let file = try LiveFixtures.write(LiveFixtures.ring(color: "systemRed"), to: "MyRing.swift", in: dir)
        let watcher = LiveWatcher(interval: 0.05)
        watcher.watch(file)
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(watcher.takeChanged(), [])
        // A later modification time (file systems may have coarse timestamps).
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file.path)
        let deadline = Date().addingTimeInterval(3)
        var changed: [URL] = []
        while changed.isEmpty, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            changed = watcher.takeChanged()
        }
        XCTAssertEqual(changed, [file])
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(watcher.takeChanged(), [], "reported once per change")
        // A folder's stamp is its newest .swift file's.
        XCTAssertNotNil(LiveWatcher.stamp(of: dir))
        XCTAssertNil(LiveWatcher.stamp(of: dir.appendingPathComponent("missing.swift")))
    }

    func testShellReloadSwapsTheInstanceUnderRootAndKeepsItOnError() async throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-watch")
        let file = try LiveFixtures.write(LiveFixtures.ring(color: "systemRed"), to: "Swap.swift", in: dir)
        let stage = Stage(device: .iPhone15)
        let shell = Shell(stage: stage)
        XCTAssertEqual(
            shell.runScript(
                ":load \(file.path)\nlet ring = MyRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))\nroot.addSubview(ring)\n",
                name: "a"), 0)
        func centre() throws -> [UInt8] {
            let view = try XCTUnwrap(stage.root.subviews.first)
            let p = try stage.render(view, scale: 1).pixel(x: 50, y: 50)
            return [p.red, p.green, p.blue]
        }
        XCTAssertEqual(try centre(), [0xFF, 0x3B, 0x30])
        let old = try XCTUnwrap(stage.root.subviews.first)

        try LiveFixtures.write(LiveFixtures.ring(color: "systemIndigo"), to: "Swap.swift", in: dir)
        XCTAssertEqual(shell.runScript(":load \(file.path)\n", name: "b"), 0)
        let swapped = try XCTUnwrap(stage.root.subviews.first)
        XCTAssertFalse(swapped === old)
        XCTAssertEqual(stage.root.subviews.count, 1)
        XCTAssertEqual(swapped.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(try centre(), [0x58, 0x56, 0xD6])  // systemIndigo

        // A compile error: the command fails and the indigo version stays.
        try LiveFixtures.write(LiveFixtures.broken, to: "Swap.swift", in: dir)
        XCTAssertEqual(shell.runScript(":load \(file.path)\n", name: "c"), 1)
        XCTAssertTrue(stage.root.subviews.first === swapped)
        XCTAssertEqual(try centre(), [0x58, 0x56, 0xD6])
        // New instances come from the indigo version too.
        XCTAssertEqual(
            shell.runScript(
                "root.subviews[0].removeFromSuperview()\nroot.addSubview(MyRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))\n",
                name: "d"), 0)
        XCTAssertEqual(try centre(), [0x58, 0x56, 0xD6])
    }
}
