/// The help of `dashpilot`: one entry per command in `commands`, from which `--help`, `help COMMAND`,
/// `COMMAND --help`, the man page (`dashpilot man`) and the shell completions (`dashpilot completions`) are
/// all generated, so none of them can drift from the others.
public enum HelpText {
    public static let version = "dashpilot 0.1.0"

    public static let summary = "run a delivery driver's working day by voice or typing"

    // One entry per command, in the order `--help` lists them. A new command is one more entry here (and its
    // parsing in CommandLineOptions); its usage, man page entry and shell completion follow from the entry.
    public static let commands: [CommandHelp] = [
        CommandHelp(
            "say", [("say SENTENCE... [--at TIME]", "say one sentence, print the reply")],
            description: """
                Acts on one sentence, or a macro's name, and prints the reply: exit 0 when it was \
                performed or answered, 1 when refused, 2 when not understood. Words after -- are part of \
                the sentence even when they start with a dash.
                """,
            options: [OptionHelp(["--at"], value: "TIME", "when it happened: RFC 3339, or HH:MM (24-hour) today, local time; never later than now (2 minutes of clock skew allowed)")],
            operand: .sentence),
        CommandHelp(
            "run", [("run FILE", "run a file of sentences, stopping at the first refusal")],
            description: """
                Runs each line of FILE as a sentence or a :command, as the pipe would (a leading \
                timestamp is honoured; blank lines and lines starting with # are skipped), stopping at the \
                first step that is refused, not understood or unreadable. Exits with that step's status.
                """,
            operand: .file),
        CommandHelp(
            "status", [("status", "the shift at a glance")],
            description: "The running shift, its times and the deliveries in progress, in one sentence."),
        CommandHelp(
            "deliveries", [("deliveries", "the active deliveries, numbered by acceptance")],
            description: "The deliveries in progress, numbered 1, 2, ... in order of acceptance, each with its next step."),
        CommandHelp(
            "pickup", [("pickup N", "record the pickup of delivery N of that list")],
            description: "Records the pickup of delivery N, numbered as `deliveries` lists them.",
            operand: .deliveryNumber),
        CommandHelp(
            "deliver", [("deliver N", "record the drop-off of delivery N")],
            description: "Records the drop-off of delivery N, numbered as `deliveries` lists them.",
            operand: .deliveryNumber),
        CommandHelp(
            "cancel", [("cancel N", "cancel delivery N")],
            description: "Cancels delivery N, numbered as `deliveries` lists them.",
            operand: .deliveryNumber),
        CommandHelp(
            "shifts", [("shifts [--limit N]", "recent shifts, numbered: times, deliveries, gross, distance, net, rates")],
            description: """
                The most recent shifts, newest first and numbered (1: the latest, as --shift N counts them): \
                start, end, elapsed and active time, deliveries, gross, distance (or no mileage), costs, net \
                after estimated fuel, and gross per active hour and per distance where there is enough to say.
                """,
            options: [OptionHelp(["--limit"], value: "N", "how many to show (default 10 shifts, 20 log entries)")]),
        CommandHelp(
            "amount", [("amount AMOUNT [--delivery N | --delivered N | --shift]", "record a gross amount")],
            description: """
                Records a gross amount as typed (12.50, $12.50, 12) on delivery N, numbered as \
                `deliveries` lists them, on the Nth most recent drop-off (--delivered 1: the last), or on \
                the running shift (the most recent one if none is running), the default. A new amount \
                replaces the old one and says so.
                """,
            options: [
                OptionHelp(["--delivery"], value: "N", "the amount is delivery N's"),
                OptionHelp(["--delivered"], value: "N", "the amount is the Nth most recent drop-off's (1: the last)"),
                OptionHelp(["--shift"], "the amount is the shift's (the default)"),
            ]),
        CommandHelp(
            "log", [("log [--limit N]", "the journal of inputs and what came of them")],
            description: "The journal of inputs acted on, oldest of the last N first: when, where from, what was said, and what came of it.",
            options: [OptionHelp(["--limit"], value: "N", "how many to show (default 10 shifts, 20 log entries)")]),
        CommandHelp(
            "track", [("track [--gpsd-host HOST] [--gpsd-port PORT]", "record positions from gpsd while a shift runs")],
            description: """
                Watches gpsd (localhost:2947 unless set) and records each position with a fix on the shift \
                running at its instant, as the store says when it is written, every few seconds. Says on \
                standard error when gpsd or the fix is lost and reconnects; stops on SIGINT or SIGTERM after \
                the write in progress, exit 0.
                """,
            options: [
                OptionHelp(["--gpsd-host"], value: "HOST", "where gpsd listens (default DASHPILOT_GPSD_HOST or localhost)"),
                OptionHelp(["--gpsd-port"], value: "PORT", "gpsd's port (default DASHPILOT_GPSD_PORT or 2947)"),
            ]),
        CommandHelp(
            "route", [("route import FILE [--shift N]", "import a GPX 1.1 or NMEA 0183 track")],
            description: """
                Imports the points of FILE that fall inside shift N's time, or inside any shift's; points \
                already recorded are skipped. A track that overlaps no shift is refused; a malformed file \
                prints FILE:LINE: reason, imports nothing and exits 65.
                """,
            options: [OptionHelp(["--shift"], value: "N", "the shift, numbered as `shifts` lists them (1: the most recent)")],
            operand: .file),
        CommandHelp(
            "cost",
            [
                ("cost AMOUNT [NOTE...] [--shift N]", "record a cost (toll, parking) on a shift"),
                ("cost --delete ID", "delete a cost, numbered as `costs` lists them"),
            ],
            description: "Records a cost on shift N, or on the running shift (the most recent one if none is running).",
            options: [
                OptionHelp(["--shift"], value: "N", "the shift, numbered as `shifts` lists them (1: the most recent)"),
                OptionHelp(["--delete"], value: "ID", "delete that cost"),
            ]),
        CommandHelp(
            "costs", [("costs [--shift N]", "a shift's costs with their numbers")],
            description: "Lists the costs of shift N, or of the running or most recent shift."),
        CommandHelp(
            "place", [("place N NAME...", "name where delivery N is picked up")],
            description: "Names where delivery N, numbered as `deliveries` lists them, is picked up; lists show it.",
            operand: .deliveryNumber),
        CommandHelp(
            "fuel", [("fuel [--price P] [--mpg M | --l-per-100km L] [--shift N]", "show or change a shift's fuel assumption")],
            description: """
                Without figures, shows the fuel assumption of the running or most recent shift (or shift N). \
                With them, changes it for that shift only; a figure not given is kept. A new shift records the \
                default from DASHPILOT_FUEL_PRICE and DASHPILOT_FUEL_MPG or DASHPILOT_FUEL_L_PER_100KM.
                """,
            options: [
                OptionHelp(["--price"], value: "P", "price per gallon (with mpg) or per litre (with L/100 km)"),
                OptionHelp(["--mpg"], value: "M", "consumption in miles per US gallon"),
                OptionHelp(["--l-per-100km"], value: "L", "consumption in litres per 100 km"),
            ]),
        CommandHelp(
            "report", [("report [day|week|month] [DATE] [--json | --csv]", "shifts, time, gross, distance, fuel, costs and net per day")],
            description: """
                One line per day of the period containing DATE (2026-11-30, today or yesterday; default this \
                week): shifts, active time, deliveries, gross, distance, estimated fuel, costs, net and gross \
                per active hour, then totals and a chart of net per day. A shift counts on the local day it \
                started. --csv is RFC 4180; --json has the same fields.
                """,
            options: [OptionHelp(["--csv"], "RFC 4180 CSV, one record per day and a total")],
            operand: .words(["day", "week", "month"])),
        CommandHelp(
            "mileage-log", [("mileage-log [--from DATE] [--to DATE] [--csv | --json]", "each shift's route for a mileage log")],
            description: """
                One record per shift with a route, from DATE to DATE (default: this year to today): date, \
                start and end time, distance, purpose deliveries, and the first and last positions.
                """,
            options: [
                OptionHelp(["--from"], value: "DATE", "the first day (default 1 January this year)"),
                OptionHelp(["--to"], value: "DATE", "the last day (default today)"),
                OptionHelp(["--csv"], "RFC 4180 CSV, one record per shift"),
            ]),
        CommandHelp(
            "offers", [("offers [--shift N]", "shift N's offers and deliveries, numbered (1: the latest shift)")],
            description: """
                Lists the offers of a shift (the latest without --shift) with their deliveries, numbered for \
                merge, split and move, and for each delivery the offers it could be moved into.
                """,
            options: [OptionHelp(["--shift"], value: "N", "which shift, 1 the latest (offers, merge, split, move)")]),
        CommandHelp(
            "merge", [("merge FROM INTO [--shift N]", "move offer FROM's deliveries into offer INTO")],
            description: "Moves every delivery of offer FROM into offer INTO, then removes the emptied offer. Numbers as `offers` lists them.",
            options: [OptionHelp(["--shift"], value: "N", "which shift, 1 the latest (offers, merge, split, move)")]),
        CommandHelp(
            "split", [("split D [--shift N]", "give delivery D an offer of its own")],
            description: "Moves delivery D into a new offer of its own, accepted when the delivery was. Numbers as `offers` lists them.",
            options: [OptionHelp(["--shift"], value: "N", "which shift, 1 the latest (offers, merge, split, move)")]),
        CommandHelp(
            "move", [("move D O [--shift N]", "move delivery D into offer O")],
            description: """
                Moves delivery D into offer O; an offer left empty is removed. An offer accepted after the \
                delivery cannot hold it. Numbers as `offers` lists them.
                """,
            options: [OptionHelp(["--shift"], value: "N", "which shift, 1 the latest (offers, merge, split, move)")]),
        CommandHelp(
            "correct-end", [("correct-end N TIME [--check]", "move finished shift N's end (RFC 3339 or HH:MM)")],
            description: """
                Moves the recorded end of finished shift N (1: the latest, as `shifts` lists them) to TIME, \
                RFC 3339 or HH:MM on the shift's day. Refused before the start, inside a break, before a \
                delivery's last step, after the next shift started or in the future. Route samples after an \
                earlier end are deleted with it.
                """,
            options: [OptionHelp(["--check"], "say what would happen, write nothing")]),
        CommandHelp(
            "delete-shift", [("delete-shift N [--yes]", "delete finished shift N; cannot be undone")],
            description: """
                Deletes finished shift N (1: the latest) with its breaks, parking, offers, deliveries, costs \
                and route. Asks for the shift's date unless --yes is given. This cannot be undone.
                """,
            options: [OptionHelp(["--yes"], "delete without asking for the date")]),
        CommandHelp(
            "undo", [("undo", "undo the last change from here, within two minutes")],
            description: """
                Reverses the most recent change recorded from the same surface (the prompt, a pipe, listen, \
                or the command line), if it was made within the last two minutes and nothing was recorded \
                since. Also said or typed as "undo", "undo that" or "take that back".
                """),
        CommandHelp(
            "parse", [("parse [SENTENCE...]", "what the grammar makes of a sentence (or of each stdin line)")],
            description: "Prints the intent and slots the grammar finds in SENTENCE, or in each line of standard input, without touching the store. Exit 2 when nothing matches.",
            operand: .sentence),
        CommandHelp(
            "grammar",
            [
                ("grammar check [FILE]", "load a grammar and report on it"),
                ("grammar test FILE.tsv", "score the grammar on labelled sentences"),
                ("grammar export --jsgf", "print the grammar as JSGF"),
                ("grammar export --jsgf --compact", "the decoder-sized grammar a speech recogniser can load"),
            ],
            description: """
                check loads a grammar (the built-in one without FILE) and prints its counts, or its errors \
                as file:line:column: message. test reads lines of sentence<TAB>intent<TAB>event<TAB>note (intent \
                none for a sentence that must not be a command; event and note may be left out) and scores \
                the grammar on them. export --jsgf prints the grammar \
                for a speech recogniser such as pocketsphinx.
                """,
            options: [
                OptionHelp(["--jsgf"], "export in the JSGF format"),
                OptionHelp(["--compact"], "with export --jsgf: the decoder-sized grammar, with paths for refusals and out-of-grammar speech"),
            ],
            operand: .words(["check", "test", "export"])),
        CommandHelp(
            "listen",
            [
                ("listen [--file F.wav ...]", "speech from WAV files or raw on stdin, each utterance a pipe line"),
                ("listen --parse [--file F.wav ...]", "recognise only: one parse line per utterance; no store"),
                ("listen --enrol [--file F.wav ...]", "learn your voice from you reading the sentences of --prompts"),
                ("listen --prompts", "the sentences --enrol needs, one a line"),
            ],
            description: """
                Reads speech (16 kHz 16-bit mono: WAV files given with --file, or raw PCM on standard \
                input, as `arecord -f S16_LE -r 16000 -c 1 -t raw | dashpilot listen` gives), cuts it into \
                utterances with pocketsphinx's voice-activity detection and decodes each twice: against the \
                decoder-sized grammar, and with the general English model blended with a model of the \
                grammar's sentences; a pause between two of the second pass's words ends a clause there, as \
                a comma does when typed. A command is acted on when the second pass hears it and the grammar \
                heard no other and no refusal (save a thing voice cannot do that the general model alone \
                does not hear, or a "not" or a thing voice cannot do in the grammar's last two words alone), \
                or the grammar hears it and the second pass heard nearly the same sounds, with a word of \
                the command's own among them or the general model alone's, or the general \
                model alone hears it too, and \
                the general model alone hears no negation (save in its last word), question, \
                retraction (save in a self-correction both passes heard alike) or amount, distance or cost \
                the grammar did not hear; \
                otherwise it is asked about \
                ("Did you mean ...?", answered by a spoken yes). \
                Each transcript gets the reply a pipe line gets (--json, --speak alike) and is journaled \
                with source listen; speech that is no command is dropped without a reply. With --parse \
                nothing is acted on: one parse line per utterance with its "transcript", what each pass \
                heard ("grammar", "general", "witness") and "file". Needs Debian's libpocketsphinx3 and \
                pocketsphinx-en-us (exit 69 without them). \
                --enrol learns your voice once: read the 40 sentences of --prompts (each is shown on standard \
                error before you say it, and shown again when it was not heard as itself: say it again; \
                or give one recording each with --file, in order), and every later \
                listen hears with the model adapted to you, your microphone and your car. Recordings that \
                are not their sentences are left out, and fewer than 30 left changes nothing (exit 65). \
                Needs Debian's sphinxtrain, sphinxbase-utils and pocketsphinx (exit 69 without them).
                """,
            options: [
                OptionHelp(["--file"], value: "F.wav", "a recording; may be repeated", completesFiles: true),
                OptionHelp(["--parse"], "recognise without acting"),
                OptionHelp(["--enrol"], "learn your voice from the sentences of --prompts"),
                OptionHelp(["--prompts"], "print the sentences --enrol needs"),
                OptionHelp(
                    ["--voice-profile"], value: "FILE",
                    "the voice profile to hear with or to write (default $XDG_DATA_HOME/dashpilot/voice-profile)",
                    completesFiles: true),
            ]),
        CommandHelp(
            "help", [("help [COMMAND]", "this text, or one command's usage")],
            description: "Prints the help, or with COMMAND that command's usage (as COMMAND --help does).",
            operand: .commandName),
        CommandHelp(
            "version", [("version", "the version (as -V and --version)")],
            description: "Prints the version."),
        CommandHelp(
            "completions", [("completions bash|zsh|fish", "a shell completion script")],
            description: """
                Prints a completion script for the shell: commands, options, files, and the numbers of the \
                deliveries in progress. Installed by make install; or, for bash, add \
                `source <(dashpilot completions bash)` to ~/.bashrc.
                """,
            operand: .words(["bash", "zsh", "fish"])),
        CommandHelp(
            "man", [("man", "the manual page dashpilot(1), in roff")],
            description: "Prints the manual page, generated from this help: dashpilot man | man -l -"),
    ]

    /// The options every command takes.
    public static let globalOptions: [OptionHelp] = [
        OptionHelp(["--store"], value: "PATH", "the store file", completesFiles: true),
        OptionHelp(["--grammar"], value: "FILE", "a grammar file instead of the built-in English one", completesFiles: true),
        OptionHelp(["--macros"], value: "FILE", "a macros file instead of $XDG_CONFIG_HOME/dashpilot/macros", completesFiles: true),
        OptionHelp(["--json"], "one JSON object per reply (pipe, say, run, parse)"),
        OptionHelp(["--speak"], "also speak each reply, without waiting for it to finish"),
        OptionHelp(["--verbose"], "report warnings on standard error"),
        OptionHelp(["--currency"], value: "CODE", "the ISO 4217 currency amounts are typed in (default USD)"),
        OptionHelp(["-h", "--help"], "the help; after a command, that command's usage"),
        OptionHelp(["-V", "--version"], "the version"),
        OptionHelp(["--"], "every later word belongs to the sentence"),
    ]

    /// The help of the command named `name`, nil when there is none.
    public static func command(named name: String) -> CommandHelp? {
        commands.first { $0.name == name }
    }

    /// Every option any command takes, global first.
    static var allOptions: [OptionHelp] {
        var seen = Set<String>()
        return (globalOptions + commands.flatMap(\.options)).filter { seen.insert($0.spelling).inserted }
    }

    /// The rows of `--help`'s options: the global ones, then each command's own, named by its commands.
    static var optionRows: [(String, String)] {
        var rows = globalOptions.map { ($0.spelling, $0.summary) }
        for option in allOptions.dropFirst(globalOptions.count) {
            let owners = commands.filter { $0.options.contains { $0.spelling == option.spelling } }.map(\.name)
            rows.append((option.spelling, "(\(owners.joined(separator: ", "))) \(option.summary)"))
        }
        return rows
    }

    /// The sections after the commands and options: a title and its text, as printed by `--help`.
    public static let sections: [(title: String, body: String)] = [
        ("REPL", """
            With a terminal on standard input: a prompt showing the day (off shift › , on shift 2h14m ·
            paused · 2 deliveries › ), line editing, history, Tab completion of phrases and commands.
            Lines starting with a colon are commands: :status :deliveries :pickup N :deliver N :cancel N
            :shifts :amount AMOUNT :log :offers :merge :split :move :correct-end
            :delete-shift N --yes :undo :run FILE :help :quit. "undo", "undo that" and "take that back"
            undo the last change. Ctrl-C abandons the line, Ctrl-D leaves.
            """),
        ("PIPE", """
            With standard input not a terminal, each line is one sentence and gets one reply line,
            flushed at once. A line may begin with an RFC 3339 timestamp and a space
            (2026-11-30T09:02:11Z start my shift) to record the event at that instant.
            A line starting with a colon is a command, as in the REPL (:pickup 2).
            pocketsphinx 5's JSON lines ({"t":"start my shift",...}) are read as their "t".
            Blank lines are skipped. Lines over 4096 bytes, with a NUL byte or not valid UTF-8
            get a reply saying so and record nothing. A reply listing several things joins them
            with " | ". --json: {"input","intent","slots","outcome","sentence","at"} per line, outcome
            one of performed, refused, not_understood, answered, error, asked; at in UTC.
            Not understood: "Sorry, I didn't catch that." When one phrase is close, outcome asked:
            "Did you mean "end my shift"? Say yes to record it." (JSON: "suggestion" with its intent,
            slots and phrase). yes, yeah, yep, yup, correct, do it or yes please as the next line (here
            or at the prompt) within 30 s, by the lines' timestamps or else the reading clock, performs
            it at the first line's instant; any other line drops it. say never waits: it exits 2.
            """),
        ("MACROS", """
            A macros file names sentences to run from one phrase:
              heading home:
                  I'm parked
                  end my shift
            Saying the name runs the steps in order, stopping at the first refusal, then says which
            steps were done and which were not. Steps must be understood and names must not be
            sentences the grammar understands, or the file is refused (exit 65).
            """),
        ("LISTEN", """
            Speech is cut into utterances by pocketsphinx's voice-activity detection and decoded
            twice: against the decoder-sized grammar, and with the general English model blended
            with a model of the grammar's sentences. Each transcript gets the reply a pipe line gets
            (--json, --speak alike) and is journaled with source listen; speech that is no command
            (talk, the radio, navigation) is dropped without a reply. A command is performed when
            the second pass hears it and the grammar heard no other and no refusal (save a thing
            voice cannot do that the general model alone does not hear, or a "not" or a thing voice
            cannot do in the grammar's last two words alone), or the grammar hears it and the
            second pass heard nearly the same sounds, with a word of the command's own among them or
            the general model alone's, or the general model alone hears it too, and
            the general model alone hears no negation (save in its last word),
            question or retraction (save in a self-correction both passes heard alike); otherwise it is asked about, not performed ("Did you mean ...?"). A WAV must be 16000 Hz, one channel, 16-bit PCM
            (exit 65 otherwise). Live: arecord -f S16_LE -r 16000 -c 1 -t raw |
            dashpilot listen --speak
            Enrol once, reading the sentences shown, and listen hears you far better from then on:
            arecord -f S16_LE -r 16000 -c 1 -t raw | dashpilot listen --enrol
            """),
        ("JOURNAL", """
            Every input acted on (text, time, source, intent, outcome, reply) is kept in the store
            with the change it caused; `dashpilot log` shows it.
            """),
        ("ENVIRONMENT", """
            DASHPILOT_STORE    the store file, when --store is not given
            DASHPILOT_GRAMMAR  a grammar file, when --grammar is not given
            DASHPILOT_CURRENCY the currency of amounts, when --currency is not given
            DASHPILOT_SPEAK    the speech command for --speak (default: espeak-ng); words split on
                               spaces, the reply passed as the last argument
            XDG_DATA_HOME      store: $XDG_DATA_HOME/dashpilot/dashpilot.sqlite (~/.local/share);
                               voice profile: $XDG_DATA_HOME/dashpilot/voice-profile
            XDG_STATE_HOME     REPL history: $XDG_STATE_HOME/dashpilot/history (~/.local/state)
            XDG_CONFIG_HOME    macros: $XDG_CONFIG_HOME/dashpilot/macros (~/.config); settings:
                               $XDG_CONFIG_HOME/dashpilot/config, lines of name = value
            XDG_CACHE_HOME     listen's decoder grammar: $XDG_CACHE_HOME/dashpilot/ (~/.cache;
                               safe to delete)
            DASHPILOT_DISTANCE_UNIT  mi (default) or km
            DASHPILOT_FUEL_PRICE, DASHPILOT_FUEL_MPG or DASHPILOT_FUEL_L_PER_100KM, DASHPILOT_FUEL_CURRENCY
                               the fuel assumption a new shift records (none unless price and use are set)
            DASHPILOT_GPSD_HOST, DASHPILOT_GPSD_PORT  where track finds gpsd (localhost, 2947)
            DASHPILOT_WEEK_START     the first day of a report's week (monday)
            DASHPILOT_POCKETSPHINX_LIBRARY  (listen) a pocketsphinx library other than
                               Debian's libpocketsphinx.so.3
            """),
        ("EXIT STATUS", """
            0   performed or answered (REPL and pipe: end of input)
            1   refused; the reply says why (grammar test: a line was not recognised as labelled)
            2   not understood, or asked "Did you mean ...?" (parse: no match)
            64  usage error
            65  a grammar, macros or test file has errors; a run stopped at an unreadable line;
                listen: a damaged voice profile; listen --enrol: recordings that are not the sentences;
                a stated time (--at, a line's timestamp) later than now; a malformed route file
                (FILE:LINE: reason); a setting that cannot be read
            66  an input file could not be read, or a voice profile named with --voice-profile is
                not there
            69  listen: pocketsphinx or its US English model is not installed
                (sudo apt-get install libpocketsphinx3 pocketsphinx-en-us); listen --enrol: sphinxtrain
                is not installed (sudo apt-get install sphinxtrain sphinxbase-utils pocketsphinx)
            70  listen --enrol: a sphinxtrain program failed; nothing was changed
            73  listen --enrol: the voice profile could not be written; nothing was changed
            74  the store is unavailable (nothing was recorded), or the reply could not be written
            run FILE and a macro said with say exit with the status of the step they stopped at.
            """),
    ]

    /// What `dashpilot --help` prints.
    public static var full: String {
        var lines = ["dashpilot: \(summary).", "", "USAGE"]
        let usages = [("dashpilot [OPTIONS]", "REPL on a terminal; one reply per line on a pipe")]
            + commands.flatMap { $0.usages.map { ("dashpilot " + $0.syntax, $0.summary) } }
        lines += HelpLayout.columns(usages)
        lines += ["", "OPTIONS (before or after the command; --name=value works too)"]
        lines += HelpLayout.columns(optionRows)
        lines += ["", "dashpilot help COMMAND shows one command's usage."]
        for section in sections {
            lines += ["", section.title] + section.body.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
