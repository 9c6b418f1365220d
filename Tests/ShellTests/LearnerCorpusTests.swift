import Foundation
import ImageIO
import TestSupport
@testable import ViewLabShell
import XCTest

/// Issue 38's measure, held out: a second learner corpus (`TutorialCorpus/learner.viewlab`, 250
/// inputs in the styles of public tutorials, written after the first corpus passed and measured
/// before any change for it) piped into the real shell. No input is rejected (the exit status is 1
/// at the first error), what it prints is Swift's answer, and its effects are in the pixels.
/// Compiles about 80 lines (30 s on the 2-core machine), so `make test-fast` leaves it out.
final class LearnerCorpusTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("TutorialCorpus")

    func testLearnerCorpusRunsWithNoRejectedLineAndSwiftsAnswers() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent("Knob.swift"), to: directory.appendingPathComponent("Knob.swift"))
        let corpus = try String(contentsOf: Self.folder.appendingPathComponent("learner.viewlab"), encoding: .utf8)
        XCTAssertGreaterThanOrEqual(corpus.split(separator: "\n").count, 300)
        let started = Date()
        let result = try ViewLabBinary.run(
            [], input: ":trace on\n" + corpus, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("history").path])
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 0, "a line was rejected:\n\(result.stderr)")
        XCTAssertEqual(result.stderr, "")
        let compiled = result.stdout.components(separatedBy: "⟶ compiled with swiftc").count - 1
        print("learner corpus: \(compiled) lines compiled, \(String(format: "%.1f", seconds)) s")
        for expected in [
            "instances: 5", "animator at end: true", "\n145.0\n", "scrubbed to 0.5", "orbiting: true", "cells: 2",
            "(20.0, 160.0, 353.0, 60.0)", "[111.0, 111.0, 111.0]", "\n0.75\n", "Price: $9.99", "price at 8",
            "\nOptional(2)\n", "ticks: 3", "received: [\"Ada\"]", "seen: [5, 6]", "[\"Toast\", \"Salad\"]", "\n105\n",
            "Optional(90)", "Optional(\"Toast\")", "heading south", "1.7777777777777777",
            "int 1\nstring two\nother\na view\n", "Ada: 90\nGrace: 88\nLinus: 72\n", "best: Ada",
            "\"Anonymous\"", "first: Toast", "quick unknown", "21.5°C", "Cart has 3 items", "2:05",
            "\"3 RECIPES, 2 QUICK\"", "\"AG\"", "counter: 2", "\n42\n", "twice: 16", "(50.0, 410.0)", "areas: 7.14",
            "Square(3.0)", "changes: 1", "knob at 80%",
        ] {
            XCTAssertTrue(result.stdout.contains(expected), "missing \(expected) in:\n\(result.stdout)")
        }
        let image = try ShellTestSupport.decode(directory.appendingPathComponent("learner.png")).image
        // The replicator's first and fifth dots: red, the green channel stepped down per instance.
        let first = image.pixel(x: 35, y: 35), fifth = image.pixel(x: 195, y: 35)
        XCTAssertGreaterThan(first.red, 200)
        XCTAssertGreaterThan(Int(first.green), Int(fifth.green) + 30)
        // The ball the property animator moved by 100 pt, and the planet back where it was put.
        ShellTestSupport.assertColour(image, (x: 135, y: 95, width: 20, height: 20), (0x34, 0xC7, 0x59))
        ShellTestSupport.assertColour(image, (x: 326, y: 101, width: 8, height: 8), (0xAF, 0x52, 0xDE))
        // The stack view's three equal tiles from its anchors.
        ShellTestSupport.assertColour(image, (x: 30, y: 170, width: 90, height: 40), (0xFF, 0xCC, 0x00))
        ShellTestSupport.assertColour(image, (x: 150, y: 170, width: 90, height: 40), (0xFF, 0x95, 0x00))
        ShellTestSupport.assertColour(image, (x: 270, y: 170, width: 90, height: 40), (0xFF, 0x2D, 0x55))
        // The gradient ring: blue on the ring, the root's white through the hole the mask leaves.
        let ring = image.pixel(x: 80, y: 246), hole = image.pixel(x: 80, y: 300)
        XCTAssertGreaterThan(ring.blue, 200)
        XCTAssertLessThan(ring.red, 100)
        XCTAssertEqual([hole.red, hole.green, hole.blue], [255, 255, 255])
        // The progress stroke at 0.75 of the track, the dashed grey track after it.
        ShellTestSupport.assertColour(image, (x: 200, y: 258, width: 100, height: 4), (0x34, 0xC7, 0x59))
        XCTAssertLessThan(image.pixel(x: 345, y: 260).green, 0xC7 - 40)
        // The chip the delayed block recoloured, the rendered badge, the extension's brand colour.
        ShellTestSupport.assertColour(image, (x: 25, y: 385, width: 50, height: 50), (0x32, 0xAD, 0xE6))
        ShellTestSupport.assertColour(image, (x: 125, y: 388, width: 10, height: 10), (0xFF, 0x3B, 0x30))
        ShellTestSupport.assertColour(image, (x: 115, y: 408, width: 30, height: 3), (0xFF, 0xFF, 0xFF))
        ShellTestSupport.assertColour(image, (x: 185, y: 385, width: 50, height: 50), (0x33, 0x99, 0x66))
        // The bars of the class typed at the prompt: the first 30 pt high, the third full height.
        ShellTestSupport.assertColour(image, (x: 25, y: 560, width: 25, height: 15), (0x00, 0xC7, 0xBE))
        ShellTestSupport.assertColour(image, (x: 25, y: 490, width: 25, height: 50), (0xFF, 0xFF, 0xFF))
        ShellTestSupport.assertColour(image, (x: 105, y: 485, width: 25, height: 90), (0x00, 0xC7, 0xBE))
        // The loaded knob: its tint inside, the value's arc on its left (0.8 of a turn from the top).
        ShellTestSupport.assertColour(image, (x: 300, y: 520, width: 20, height: 20), (0xFF, 0x95, 0x00))
        ShellTestSupport.assertColour(image, (x: 264, y: 528, width: 3, height: 4), (0x58, 0x56, 0xD6))
    }

    /// A conformance added in an extension typed at the prompt to a type of an earlier line
    /// compiles as in one Swift file, though each line is a module that `@testable import`s the
    /// earlier ones (swiftc then asks for `public` witnesses). What the extension adds is used.
    func testAnExtensionAtThePromptAddsAConformanceToAnEarlierLinesType() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let script = """
            struct Square { var side: Double }
            extension Square: CustomStringConvertible { var description: String { "Square(\\(side))" } }
            extension Square: Equatable {
                static func == (a: Square, b: Square) -> Bool { a.side == b.side }
                @discardableResult func doubled() -> Square { Square(side: side * 2) }
            }
            print(Square(side: 3), Square(side: 1) == Square(side: 1), Square(side: 2).doubled())
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Square(3.0) true Square(4.0)\n")
    }
}
