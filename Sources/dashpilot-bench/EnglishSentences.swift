/// Sentences for the English rows of the benchmark, of each kind a driver produces.
enum EnglishSentences {
    static let exact = [
        "start my shift", "clock in", "go online", "dash now", "end my shift", "clock out", "go offline",
        "pause my shift", "take a break", "break", "resume my shift", "back from break", "parked", "i am parked",
        "driving again", "back in the car", "new order", "start a delivery", "picked up", "got the food",
        "delivered", "dropped it off", "next step", "done with this one",
    ]

    /// Requests, stories, self-corrections, retractions and speech noise, the clause layer's work.
    static let clauses = [
        "could you put my dash on hold, please?", "kindly note that my car is parked",
        "traffic was awful on the bridge and the lot was full, anyway I'm parked now",
        "take a break, I mean end my shift", "clock me out, just kidding", "uh I guess pause my shift",
        "end my uh end my shift the dog is barking", "scooter locked up out front", "rezoom my dash",
        "back on the scooter", "the order is undelivered", "start my shift and nine",
    ]

    static let mixed = [
        "Clock in for me, please.", "um so let's get the shift started", "hey dash pilot let's start dashing",
        "Clocking off, that's enough for today.", "grabbing lunch, pause my shift", "I'm back from my break",
        "found a spot, I'm parked", "Car's running, I'm driving again.", "Hit accept on a new order.",
        "Picked it up, thanks.", "alright so the bag's sealed and the drinks are in the carrier, go ahead and mark it picked up",
        "uh okay order's complete", "did I clock in already", "don't end my shift yet",
    ]

    static let slips = [
        "strat my shift", "start my shit", "and my ship", "lunch brake", "parkde", "drivin agian", "pick dup",
        "pasue my shift", "resmue my shift", "delivred", "droped it off", "new oder",
    ]

    static let nonCommands = [
        "did I start my shift", "how long have I been on break", "no no don't pause anything",
        "start my shift at ten tomorrow", "I ended my break a while ago", "cancel the order", "add a six dollar tip",
        "heading to the store now", "pause the podcast", "qwerty", "estoy estacionado", "my feet are killing me",
    ]
}
