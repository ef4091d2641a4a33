/// The store's schema as an ordered list of migrations, each applied once in its own transaction.
/// A new version is a new entry at the end; an applied one is never edited.
/// Instants are integer milliseconds since the Unix epoch (UTC); nothing derived is stored.
public enum Schema {
    public static let migrations: [Migration] = [version1, version2, version3, version4]

    /// `PRAGMA application_id` of every DashPilot store: the bytes "DPLT". A file carrying another id, or
    /// holding tables without this one, belongs to another program.
    public static let applicationID: Int32 = 0x4450_4C54

    /// The version a store opened with `migrations` ends at.
    public static func currentVersion(of migrations: [Migration] = migrations) -> Int {
        migrations.last?.version ?? 0
    }

    static let version1 = Migration(version: 1, name: "shifts, pauses, parked periods, offers and deliveries") {
        try $0.execute(
            """
            CREATE TABLE shifts (
                id INTEGER PRIMARY KEY,
                started_at INTEGER NOT NULL,
                ended_at INTEGER CHECK (ended_at IS NULL OR ended_at >= started_at),
                gross_amount_minor INTEGER CHECK (gross_amount_minor IS NULL OR gross_amount_minor >= 0),
                gross_currency TEXT,
                CHECK ((gross_amount_minor IS NULL) = (gross_currency IS NULL))
            );
            CREATE INDEX shifts_unfinished ON shifts (started_at) WHERE ended_at IS NULL;
            CREATE TABLE pauses (
                id INTEGER PRIMARY KEY,
                shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE RESTRICT,
                started_at INTEGER NOT NULL,
                ended_at INTEGER CHECK (ended_at IS NULL OR ended_at >= started_at)
            );
            CREATE INDEX pauses_by_shift ON pauses (shift_id);
            CREATE TABLE parked_periods (
                id INTEGER PRIMARY KEY,
                shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE RESTRICT,
                started_at INTEGER NOT NULL,
                ended_at INTEGER CHECK (ended_at IS NULL OR ended_at >= started_at)
            );
            CREATE INDEX parked_periods_by_shift ON parked_periods (shift_id);
            CREATE TABLE offers (
                id INTEGER PRIMARY KEY,
                shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE RESTRICT,
                accepted_at INTEGER NOT NULL
            );
            CREATE INDEX offers_by_shift ON offers (shift_id);
            CREATE TABLE deliveries (
                id INTEGER PRIMARY KEY,
                shift_id INTEGER REFERENCES shifts (id) ON DELETE RESTRICT,
                offer_id INTEGER REFERENCES offers (id) ON DELETE RESTRICT,
                accepted_at INTEGER NOT NULL,
                picked_up_at INTEGER,
                delivered_at INTEGER,
                cancelled_at INTEGER,
                gross_amount_minor INTEGER CHECK (gross_amount_minor IS NULL OR gross_amount_minor >= 0),
                gross_currency TEXT,
                CHECK ((gross_amount_minor IS NULL) = (gross_currency IS NULL)),
                CHECK (delivered_at IS NULL OR cancelled_at IS NULL)
            );
            CREATE INDEX deliveries_by_shift ON deliveries (shift_id);
            CREATE INDEX deliveries_by_offer ON deliveries (offer_id);
            CREATE INDEX deliveries_active ON deliveries (accepted_at, id)
                WHERE delivered_at IS NULL AND cancelled_at IS NULL;
            """
        )
    }

    // The CHECKs spell out each value rather than `IN (...)`: SQLite builds a temporary table for an IN list
    // on every insert, and a journal row is written for every line a driver says.
    static let version2 = Migration(version: 2, name: "the journal of inputs acted on") {
        try $0.execute(
            """
            CREATE TABLE journal (
                id INTEGER PRIMARY KEY,
                said_at INTEGER NOT NULL,
                source TEXT NOT NULL CHECK (
                    source = 'repl' OR source = 'pipe' OR source = 'say' OR source = 'macro' OR source = 'run'
                    OR source = 'command'),
                input TEXT NOT NULL,
                intent TEXT,
                outcome TEXT NOT NULL CHECK (
                    outcome = 'performed' OR outcome = 'refused' OR outcome = 'not_understood'
                    OR outcome = 'answered' OR outcome = 'error'),
                sentence TEXT NOT NULL
            );
            CREATE INDEX journal_by_time ON journal (said_at, id);
            """
        )
    }

    // SQLite cannot alter a CHECK, so the journal is rebuilt: its rows are copied as they are, in one transaction.
    // `given_at` keeps the instant the driver gave (`--at`, a line's timestamp) when one was given, beside
    // `said_at`, the instant the change was recorded at; a clamp can move the second, never the first.
    static let version3 = Migration(version: 3, name: "the application id, given instants, listened and asked lines") {
        try $0.execute(
            """
            PRAGMA application_id = \(applicationID);
            CREATE TABLE journal_v3 (
                id INTEGER PRIMARY KEY,
                said_at INTEGER NOT NULL,
                given_at INTEGER,
                source TEXT NOT NULL CHECK (
                    source = 'repl' OR source = 'pipe' OR source = 'say' OR source = 'macro' OR source = 'run'
                    OR source = 'command' OR source = 'listen'),
                input TEXT NOT NULL,
                intent TEXT,
                outcome TEXT NOT NULL CHECK (
                    outcome = 'performed' OR outcome = 'refused' OR outcome = 'not_understood'
                    OR outcome = 'answered' OR outcome = 'error' OR outcome = 'asked'),
                sentence TEXT NOT NULL
            );
            INSERT INTO journal_v3 (id, said_at, source, input, intent, outcome, sentence)
                SELECT id, said_at, source, input, intent, outcome, sentence FROM journal;
            DROP TABLE journal;
            ALTER TABLE journal_v3 RENAME TO journal;
            CREATE INDEX journal_by_time ON journal (said_at, id);
            """
        )
    }
    // Route samples, costs, pickup names and each shift's fuel assumption: only what was observed or said.
    // Distances, fuel estimates and net amounts are computed from these when asked for, never stored.
    // A shift's fuel assumption is copied from the default setting when it starts, so changing the default
    // later leaves the shifts already driven as they were; the four columns are all set or all empty.
    static let version4 = Migration(version: 4, name: "route samples, shift costs, pickup names and fuel assumptions") {
        try $0.execute(
            """
            CREATE TABLE route_samples (
                id INTEGER PRIMARY KEY,
                shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE RESTRICT,
                recorded_at INTEGER NOT NULL,
                latitude REAL NOT NULL CHECK (latitude >= -90 AND latitude <= 90),
                longitude REAL NOT NULL CHECK (longitude >= -180 AND longitude <= 180),
                horizontal_accuracy REAL CHECK (horizontal_accuracy IS NULL OR horizontal_accuracy >= 0),
                speed REAL CHECK (speed IS NULL OR speed >= 0),
                fix_mode INTEGER NOT NULL CHECK (fix_mode >= 0 AND fix_mode <= 3)
            );
            CREATE INDEX route_samples_by_shift ON route_samples (shift_id, recorded_at);
            CREATE TABLE shift_costs (
                id INTEGER PRIMARY KEY,
                shift_id INTEGER NOT NULL REFERENCES shifts (id) ON DELETE RESTRICT,
                amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
                currency TEXT NOT NULL,
                note TEXT,
                recorded_at INTEGER NOT NULL
            );
            CREATE INDEX shift_costs_by_shift ON shift_costs (shift_id);
            ALTER TABLE deliveries ADD COLUMN pickup_name TEXT;
            ALTER TABLE shifts ADD COLUMN fuel_price_tenths_minor INTEGER
                CHECK (fuel_price_tenths_minor IS NULL OR fuel_price_tenths_minor > 0);
            ALTER TABLE shifts ADD COLUMN fuel_currency TEXT;
            ALTER TABLE shifts ADD COLUMN fuel_consumption REAL
                CHECK (fuel_consumption IS NULL OR fuel_consumption > 0);
            ALTER TABLE shifts ADD COLUMN fuel_consumption_unit TEXT CHECK (
                (fuel_consumption_unit IS NULL AND fuel_price_tenths_minor IS NULL AND fuel_currency IS NULL
                    AND fuel_consumption IS NULL)
                OR ((fuel_consumption_unit = 'mpg' OR fuel_consumption_unit = 'l_per_100km')
                    AND fuel_price_tenths_minor IS NOT NULL AND fuel_currency IS NOT NULL
                    AND fuel_consumption IS NOT NULL));
            """
        )
    }
}
