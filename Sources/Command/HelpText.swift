/// The text of `dashpilot --help` and `dashpilot --version`.
public enum HelpText {
    public static let version = "dashpilot 0.1.0"

    public static let full = """
        dashpilot: run a delivery driver's working day by voice or typing.

        USAGE
          dashpilot [OPTIONS]                    REPL on a terminal; one reply per line on a pipe
          dashpilot say SENTENCE... [--at TIME]  say one sentence, print the reply
          dashpilot run FILE                     run a file of sentences, stopping at the first refusal
          dashpilot status                       the shift at a glance
          dashpilot deliveries                   the active deliveries, numbered by acceptance
          dashpilot pickup N                     record the pickup of delivery N of that list
          dashpilot deliver N                    record the drop-off of delivery N
          dashpilot cancel N                     cancel delivery N
          dashpilot shifts [--limit N]           recent shifts: times, deliveries, gross, gross per active hour
          dashpilot amount AMOUNT [--delivery N | --shift]
                                                 record a gross amount on delivery N (numbered as
                                                 `deliveries` lists those in progress), or on the running
                                                 shift (the most recent one if none is running; default)
          dashpilot log [--limit N]              the journal of inputs and what came of them
          dashpilot track [--gpsd-host H] [--gpsd-port P]
                                                 record positions from gpsd while a shift runs, until
                                                 SIGINT or SIGTERM
          dashpilot route import FILE [--shift N]
                                                 import a GPX 1.1 or NMEA 0183 track into the shift(s)
                                                 whose time it covers
          dashpilot cost AMOUNT [NOTE...] [--shift N]
                                                 record a cost (toll, parking) on the running or latest shift
          dashpilot costs [--shift N]            a shift's costs; dashpilot cost --delete ID removes one
          dashpilot place N NAME...              name where delivery N is picked up
          dashpilot fuel [--price P] [--mpg M | --l-per-100km L] [--shift N]
                                                 show or change a shift's fuel assumption
          dashpilot report [day|week|month] [DATE] [--json | --csv]
                                                 per-day shifts, time, deliveries, gross, distance, fuel,
                                                 costs, net and a net chart (DATE: 2026-11-30, today)
          dashpilot mileage-log [--from DATE] [--to DATE] [--csv | --json]
                                                 each shift's route: date, times, distance, purpose, ends
          dashpilot parse [SENTENCE...]          what the grammar makes of a sentence (or of each stdin line)
          dashpilot grammar check [FILE]         load a grammar and report on it
          dashpilot grammar test FILE.tsv        score the grammar on labelled sentences
          dashpilot grammar export --jsgf        print the grammar as JSGF

        OPTIONS (before or after the command; --name=value works too)
          --store PATH      the store file
          --grammar FILE    a grammar file instead of the built-in English one
          --macros FILE     a macros file instead of $XDG_CONFIG_HOME/dashpilot/macros
          --json            one JSON object per reply (pipe, say, run, parse)
          --speak           also speak each reply, without waiting for it to finish
          --verbose         report warnings on standard error
          --at TIME         (say) when it happened: RFC 3339, or HH:MM today, local time
          --limit N         (shifts, log) how many to show
          -h, --help        this text
          --version         the version
          --                every later word belongs to the sentence

        REPL
          With a terminal on standard input: a prompt showing the day (off shift › , on shift 2h14m ·
          paused · 2 deliveries › ), line editing, history, Tab completion of phrases and commands.
          Lines starting with a colon are commands: :status :deliveries :pickup N :deliver N :cancel N
          :shifts :amount AMOUNT :log :run FILE :help :quit. Ctrl-C abandons the line, Ctrl-D leaves.

        PIPE
          With standard input not a terminal, each line is one sentence and gets one reply line,
          flushed at once. A line may begin with an RFC 3339 timestamp and a space
          (2026-11-30T09:02:11Z start my shift) to record the event at that instant.
          A line starting with a colon is a command, as in the REPL (:pickup 2).
          Blank lines are skipped. Lines over 4096 bytes, with a NUL byte or not valid UTF-8
          get a reply saying so and record nothing. A reply listing several things joins them
          with " | ". --json: {"input","intent","slots","outcome","sentence","at"} per line, outcome
          one of performed, refused, not_understood, answered, error; at in UTC.
          Not understood: "Sorry, I didn't catch that." and, when a phrase is close, "Did you mean ...?"

        MACROS
          A macros file names sentences to run from one phrase:
            heading home:
                I'm parked
                end my shift
          Saying the name runs the steps in order, stopping at the first refusal, then says which
          steps were done and which were not. Steps must be understood and names must not be
          sentences the grammar understands, or the file is refused (exit 65).

        JOURNAL
          Every input acted on (text, time, source, intent, outcome, reply) is kept in the store
          with the change it caused; `dashpilot log` shows it.

        ENVIRONMENT
          DASHPILOT_STORE    the store file, when --store is not given
          DASHPILOT_GRAMMAR  a grammar file, when --grammar is not given
          DASHPILOT_SPEAK    the speech command for --speak (default: espeak-ng); words split on
                             spaces, the reply passed as the last argument
          XDG_DATA_HOME      store: $XDG_DATA_HOME/dashpilot/dashpilot.sqlite (~/.local/share)
          XDG_STATE_HOME     REPL history: $XDG_STATE_HOME/dashpilot/history (~/.local/state)
          XDG_CONFIG_HOME    macros: $XDG_CONFIG_HOME/dashpilot/macros (~/.config); settings:
                             $XDG_CONFIG_HOME/dashpilot/config, lines of name = value
          DASHPILOT_DISTANCE_UNIT  mi (default) or km
          DASHPILOT_FUEL_PRICE, DASHPILOT_FUEL_MPG or DASHPILOT_FUEL_L_PER_100KM, DASHPILOT_FUEL_CURRENCY
                             the fuel assumption a new shift records (none unless price and use are set)
          DASHPILOT_GPSD_HOST, DASHPILOT_GPSD_PORT  where track finds gpsd (localhost, 2947)
          DASHPILOT_WEEK_START     the first day of a report's week (monday)

        EXIT STATUS
          0   performed or answered (REPL and pipe: end of input)
          1   refused; the reply says why (grammar test: a line was not recognised as labelled)
          2   not understood (parse: no match)
          64  usage error
          65  a grammar, macros or test file has errors; a run stopped at an unreadable line; a route
              file is malformed (FILE:LINE: reason) or a setting cannot be read
          66  an input file could not be read
          74  the store is unavailable; nothing was recorded
          run FILE and a macro said with say exit with the status of the step they stopped at.
        """
}
