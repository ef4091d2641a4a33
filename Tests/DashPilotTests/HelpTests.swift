import Foundation
import Testing
import TestSupport

/// Help as a Linux user expects it: each command's own usage, a version flag, a man page and shell completions,
/// all generated from one help table so they say the same thing.
@Suite struct HelpTests {
    @Test func eachCommandPrintsItsOwnUsage() throws {
        let sandbox = Sandbox()
        let full = try sandbox.run(["--help"])
        #expect(full.status == 0 && full.output.contains("USAGE"))
        for arguments in [["help", "say"], ["say", "--help"], ["say", "-h"]] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.output.hasPrefix("Usage:\n  dashpilot say SENTENCE... [--at TIME]\n"), "\(arguments)")
            #expect(result.output.contains("--at TIME"))
            #expect(!result.output.contains("USAGE"), "\(arguments) printed the whole help")
        }
        let status = try sandbox.run(["status", "-h"])
        #expect(status.output.hasPrefix("Usage:\n  dashpilot status\n"))
        #expect(!status.output.contains("--at"))
        let grammar = try sandbox.run(["help", "grammar"])
        #expect(grammar.output.contains("dashpilot grammar test FILE.tsv"))
        let unknown = try sandbox.run(["help", "sya"])
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("There is no command 'sya'."))
        // Asking for help never touches the store.
        #expect(!FileManager.default.fileExists(atPath: sandbox.storePath))
    }

    @Test func versionFromTheShortFlagTheLongFlagAndTheCommand() throws {
        let sandbox = Sandbox()
        let outputs = try [["-V"], ["--version"], ["version"]].map { try sandbox.run($0) }
        #expect(outputs.allSatisfy { $0.status == 0 && $0.output.hasPrefix("dashpilot ") })
        #expect(Set(outputs.map(\.output)).count == 1)
    }

    /// Every command `--help` lists has its own usage, and the man page holds that usage and description.
    @Test func theManPageSaysWhatTheHelpSays() throws {
        let sandbox = Sandbox()
        let full = try sandbox.run(["--help"]).output
        let usageBlock = full.components(separatedBy: "\n\nOPTIONS")[0].split(separator: "\n").dropFirst(3)
        let names = Set(usageBlock.compactMap { line -> String? in
            let words = line.split(separator: " ")
            return words.count > 1 && words[0] == "dashpilot" && !words[1].hasPrefix("[") ? String(words[1]) : nil
        })
        #expect(names.isSuperset(of: ["say", "run", "status", "pickup", "amount", "grammar", "completions", "man"]))
        let man = try sandbox.run(["man"])
        #expect(man.status == 0)
        let manText = Self.plain(man.output)
        for name in names {
            let help = try sandbox.run(["help", name])
            #expect(help.status == 0, "help \(name)")
            let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let usages = lines.dropFirst().prefix { $0.hasPrefix("  dashpilot ") }
            #expect(!usages.isEmpty, "help \(name)")
            for usage in usages {
                #expect(full.contains(usage), "--help lacks \(usage)")
                #expect(manText.contains(usage.dropFirst(12)), "the man page lacks \(usage)")
            }
            // The description, rewrapped, is in the man page word for word.
            let description = lines.dropFirst(usages.count + 2).prefix { !$0.isEmpty }.joined(separator: " ")
            #expect(manText.contains(description), "the man page lacks the description of \(name)")
        }
        for variable in ["DASHPILOT_STORE", "XDG_DATA_HOME"] {
            #expect(manText.contains(variable))
        }
        #expect(man.output.contains("\n.SH EXIT STATUS\n"))
        // groff reads it without a warning.
        let groff = try #require(OtherProgram.find("groff"), "groff is not installed")
        let rendered = try OtherProgram.run(groff, ["-man", "-Tutf8", "-ww", "-z"], input: man.output)
        #expect(rendered.status == 0)
        #expect(rendered.error.isEmpty, "\(rendered.error)")
    }

    /// The roff source with its escapes undone and requests dropped, to compare words with the help.
    static func plain(_ roff: String) -> String {
        roff.split(separator: "\n").map { line -> String in
            var text = String(line)
            if text.hasPrefix(".B ") { text = String(text.dropFirst(3)) } else if text.hasPrefix(".") { return "" }
            return text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\")
                .replacingOccurrences(of: "\\&", with: "")
        }.joined(separator: " ")
    }
}
