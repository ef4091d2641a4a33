// Prints DashPilot's benchmark rows as Markdown tables, one file per row group. Build with `-c release`;
// figures from a debug build are not meaningful.
RecognitionBench.run()
