import Foundation
import Glibc
import Synchronization
import Testing
import Command

@Suite struct SpeakerTests {
    final class Warnings: Sendable {
        let received = Mutex<[String]>([])
        func add(_ warning: String) { received.withLock { $0.append(warning) } }
        var all: [String] { received.withLock { $0 } }
    }

    // Scripts run through /bin/sh rather than exec'd: a script just written can be "text file busy"
    // while another test's spawn briefly holds an inherited descriptor to it.

    /// A speech command that records its arguments, one reply per line, after `delay` seconds, and
    /// copies whatever it finds on its standard input.
    private func recordingSpeaker(in scratch: ScratchDirectory, delay: String = "0") throws -> String {
        let script = try scratch.write("speak", text: """
            #!/bin/sh
            sleep \(delay)
            cat >> "\(scratch.file("stdin"))"
            echo "spoken on stdout"
            printf '%s|' "$@" >> "\(scratch.file("spoken"))"
            echo >> "\(scratch.file("spoken"))"
            """)
        return script
    }

    private func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    @Test func commandComesFromTheEnvironmentSplitOnSpaces() {
        #expect(Speaker.commandLine(environment: [:]) == ["espeak-ng"])
        #expect(Speaker.commandLine(environment: ["DASHPILOT_SPEAK": "  "]) == ["espeak-ng"])
        #expect(Speaker.commandLine(environment: ["DASHPILOT_SPEAK": "espeak-ng -v en-gb  -s 160"])
            == ["espeak-ng", "-v", "en-gb", "-s", "160"])
    }

    @Test func speaksEachReplyInOrderAsTheLastArgument() throws {
        let scratch = try ScratchDirectory()
        let script = try recordingSpeaker(in: scratch)
        let warnings = Warnings()
        let speaker = Speaker(commandLine: ["/bin/sh", script, "-v", "en"], warn: warnings.add)
        speaker.speak("Your shift started at 9:02 AM.")
        speaker.speak("Paused.")
        speaker.speak("No shift is running.")
        speaker.finish()
        #expect(contents(scratch.file("spoken"))
            == "-v|en|Your shift started at 9:02 AM.|\n-v|en|Paused.|\n-v|en|No shift is running.|\n")
        #expect(contents(scratch.file("stdin")) == "")
        #expect(warnings.all.isEmpty)
    }

    @Test func neverWaitsForSpeechToFinish() throws {
        let scratch = try ScratchDirectory()
        let speaker = Speaker(commandLine: ["/bin/sh", try recordingSpeaker(in: scratch, delay: "0.3")], warn: { _ in })
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            speaker.speak("one")
            speaker.speak("two")
        }
        #expect(elapsed < .milliseconds(200))
        #expect(speaker.isBusy)
        speaker.finish()
        #expect(contents(scratch.file("spoken")) == "one|\ntwo|\n")
    }

    @Test func aCommandThatCannotStartWarnsOnceThenStaysSilent() throws {
        let warnings = Warnings()
        let speaker = Speaker(commandLine: ["/nonexistent/dashpilot-speaker"], warn: warnings.add)
        speaker.speak("one")
        speaker.speak("two")
        speaker.finish()
        #expect(warnings.all == [
            "Could not start the speech command '/nonexistent/dashpilot-speaker' (No such file or directory); replies will not be spoken.",
        ])
        #expect(!speaker.isBusy)
    }

    @Test func repliesArrivingAsTheLastOneEndsAreEachSpokenOnceInOrderWithoutOverlap() throws {
        let scratch = try ScratchDirectory()
        let log = scratch.file("log")
        let script = try scratch.write("speak", text: """
            #!/bin/sh
            echo "start $1" >> "\(log)"
            sleep 0.005
            echo "end $1" >> "\(log)"
            """)
        let warnings = Warnings()
        let speaker = Speaker(commandLine: ["/bin/sh", script], warn: warnings.add)
        for index in 0..<30 {
            speaker.speak(String(index))
            usleep(UInt32(index % 4) * 4_000)
        }
        speaker.finish()
        let expected = (0..<30).flatMap { ["start \($0)", "end \($0)"] }
        #expect(contents(log).split(separator: "\n").map(String.init) == expected)
        #expect(warnings.all.isEmpty)
    }
}
