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
          dashpilot parse [SENTENCE...]          what the grammar makes of a sentence (or of each stdin line)
          dashpilot grammar check [FILE]         load a grammar and report on it
          dashpilot grammar test FILE.tsv        score the grammar on labelled sentences
          dashpilot grammar export --jsgf        print the grammar as JSGF
          dashpilot grammar export --jsgf --compact
                                                 the decoder-sized grammar a speech recogniser can load,
                                                 with paths for refusals and out-of-grammar speech
          dashpilot listen [--file F.wav ...]    speech (16 kHz 16-bit mono) from WAV files or raw on
                                                 stdin, each utterance handled as a pipe line
          dashpilot listen --parse [--file F.wav ...]
                                                 recognise only: one parse line per utterance with its
                                                 "transcript" and "file"; no store

        OPTIONS (before or after the command; --name=value works too)
          --store PATH      the store file
          --grammar FILE    a grammar file instead of the built-in English one
          --macros FILE     a macros file instead of $XDG_CONFIG_HOME/dashpilot/macros
          --json            one JSON object per reply (pipe, say, run, parse)
          --speak           also speak each reply, without waiting for it to finish
          --verbose         report warnings on standard error
          --at TIME         (say) when it happened: RFC 3339, or HH:MM today, local time
          --limit N         (shifts, log) how many to show
          --file F.wav      (listen) a recording; may be repeated
          --parse           (listen) recognise without acting
          --compact         (grammar export) the decoder-sized grammar
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

        LISTEN
          Speech is cut into utterances by pocketsphinx's voice-activity detection and decoded
          against the decoder-sized grammar. Each transcript gets the reply a pipe line gets
          (--json, --speak alike) and is journalled with source listen; speech that is no command
          (talk, the radio, navigation) is dropped without a reply, and a command that a second
          pass with the general English model does not confirm is asked about, not performed
          ("Did you mean ...?"). A WAV must be 16000 Hz, one
          channel, 16-bit PCM (exit 65 otherwise). Live: arecord -f S16_LE -r 16000 -c 1 -t raw |
          dashpilot listen --speak

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
          XDG_CONFIG_HOME    macros: $XDG_CONFIG_HOME/dashpilot/macros (~/.config)
          DASHPILOT_POCKETSPHINX_LIBRARY  (listen) a pocketsphinx library other than
                             Debian's libpocketsphinx.so.3

        EXIT STATUS
          0   performed or answered (REPL and pipe: end of input)
          1   refused; the reply says why (grammar test: a line was not recognised as labelled)
          2   not understood (parse: no match)
          64  usage error
          65  a grammar, macros or test file has errors; a run stopped at an unreadable line
          66  an input file could not be read
          69  listen: pocketsphinx or its US English model is not installed
              (sudo apt-get install libpocketsphinx3 pocketsphinx-en-us)
          74  the store is unavailable; nothing was recorded
          run FILE and a macro said with say exit with the status of the step they stopped at.
        """
}
