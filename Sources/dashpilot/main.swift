import Command
import Glibc

// Every rule and surface lives in the libraries; this only turns the frontend's outcome into an exit status.
exit(Frontend.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
