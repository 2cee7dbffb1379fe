/** One step of the schema; applied once, in order, and recorded in `schema_migrations`. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * The schema, as versioned migrations. Never edit one that has shipped: add the next.
 *
 * The points ledger (`ledger_entries`) is append-only: triggers refuse UPDATE and DELETE,
 * refuse an entry that would take a balance below zero, and refuse a refund that does not
 * undo exactly one debit. A balance is always the SUM of a member's entries.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE causes (
        cause_id TEXT PRIMARY KEY,
        short_key TEXT,
        name_en TEXT NOT NULL,
        name_fr TEXT NOT NULL,
        sort_order INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE rewards (
        reward_id TEXT PRIMARY KEY,
        -- Not reward_type: SQLite names are case-insensitive and Reward_Type is a custom field.
        reward_kind TEXT NOT NULL CHECK (reward_kind IN ('SWEEPSTAKES', 'CAUSE_DONATION', 'GIFT_CARD', 'DIGITAL_SUBSCRIPTION', 'LOCAL_EXPERIENCE')),
        point_cost INTEGER NOT NULL CHECK (point_cost > 0),
        max_quantity INTEGER NOT NULL CHECK (max_quantity >= 1),
        value_cad REAL NOT NULL CHECK (value_cad >= 0),
        cause_points INTEGER NOT NULL DEFAULT 0 CHECK (cause_points >= 0),
        inventory INTEGER CHECK (inventory IS NULL OR inventory >= 0),
        sort_order INTEGER NOT NULL,
        Reward_Detail TEXT NOT NULL,
        Reward_Detail_FR TEXT NOT NULL,
        Reward_Type TEXT NOT NULL,
        Reward_Type_FR TEXT NOT NULL,
        Charity_ID TEXT REFERENCES causes (cause_id),
        Charity_ID_FR TEXT REFERENCES causes (cause_id),
        Reward_Status TEXT NOT NULL CHECK (Reward_Status IN ('Available', 'Unavailable')),
        Reward_Status_FR TEXT NOT NULL CHECK (Reward_Status_FR IN ('Available', 'Unavailable')),
        Reward_Rules TEXT NOT NULL,
        Reward_Rules_FR TEXT NOT NULL,
        Other_Details TEXT NOT NULL,
        Other_Details_FR TEXT NOT NULL
      ) STRICT;

      CREATE TABLE surveys (
        survey_id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        title_en TEXT NOT NULL,
        title_fr TEXT NOT NULL,
        points INTEGER NOT NULL CHECK (points IN (50, 100)),
        onboarding INTEGER NOT NULL CHECK (onboarding IN (0, 1)),
        sort_order INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE quizzes (
        quiz_id TEXT PRIMARY KEY,
        title_en TEXT NOT NULL,
        title_fr TEXT NOT NULL,
        points INTEGER NOT NULL CHECK (points > 0),
        sort_order INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE articles (
        article_id TEXT PRIMARY KEY,
        title_en TEXT NOT NULL,
        title_fr TEXT NOT NULL,
        summary_en TEXT NOT NULL,
        summary_fr TEXT NOT NULL,
        published_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE offers (
        offer_id TEXT PRIMARY KEY,
        brand TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('print', 'promo', 'retail', 'grocery', 'loyalty')),
        title_en TEXT NOT NULL,
        title_fr TEXT NOT NULL,
        description_en TEXT NOT NULL,
        description_fr TEXT NOT NULL,
        value_en TEXT NOT NULL,
        value_fr TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        members_only INTEGER NOT NULL CHECK (members_only IN (0, 1)),
        sort_order INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE incentives (
        incentive_id TEXT PRIMARY KEY,
        name_en TEXT NOT NULL,
        name_fr TEXT NOT NULL,
        description_en TEXT NOT NULL,
        description_fr TEXT NOT NULL,
        stock INTEGER NOT NULL CHECK (stock >= 0),
        sort_order INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE seed_state (
        name TEXT PRIMARY KEY,
        version INTEGER NOT NULL,
        applied_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: 'members-and-sessions',
    sql: `
      CREATE TABLE members (
        consumer_id TEXT PRIMARY KEY,
        identity_sub TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        email_verified INTEGER NOT NULL CHECK (email_verified IN (0, 1)),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        locale TEXT NOT NULL CHECK (locale IN ('en-CA', 'fr-CA')),
        source TEXT NOT NULL,
        source_id TEXT NOT NULL,
        campaign_name TEXT,
        originating_client_id TEXT NOT NULL,
        enrolled INTEGER NOT NULL DEFAULT 0 CHECK (enrolled IN (0, 1)),
        enrolled_at TEXT,
        enrolment_location TEXT,
        loyalty_id TEXT UNIQUE,
        opted_out INTEGER NOT NULL DEFAULT 0 CHECK (opted_out IN (0, 1)),
        opted_out_at TEXT,
        charitable_cause TEXT NOT NULL REFERENCES causes (cause_id),
        transaction_charity_id TEXT,
        welcome_email_sent INTEGER NOT NULL DEFAULT 0 CHECK (welcome_email_sent IN (0, 1)),
        birth_date TEXT,
        gender TEXT CHECK (gender IN ('F', 'M', 'N', 'O', 'R')),
        ethnicity TEXT,
        delivery_first_name TEXT,
        delivery_last_name TEXT,
        address_line1 TEXT,
        address_line2 TEXT,
        city TEXT,
        postal_code TEXT,
        province TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE revoked_sessions (
        jti TEXT PRIMARY KEY,
        consumer_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE messages (
        message_id TEXT PRIMARY KEY,
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        kind TEXT NOT NULL,
        subject_en TEXT NOT NULL,
        subject_fr TEXT NOT NULL,
        body_en TEXT NOT NULL,
        body_fr TEXT NOT NULL,
        sent_at TEXT NOT NULL,
        read_at TEXT,
        UNIQUE (consumer_id, kind)
      ) STRICT;
      CREATE INDEX messages_by_member ON messages (consumer_id, sent_at);
    `,
  },
  {
    version: 3,
    name: 'points-ledger',
    sql: `
      CREATE TABLE ledger_entries (
        entry_id INTEGER PRIMARY KEY AUTOINCREMENT,
        transaction_id TEXT NOT NULL UNIQUE,
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        kind TEXT NOT NULL CHECK (kind IN ('earn', 'redeem', 'refund')),
        type_code TEXT NOT NULL,
        points INTEGER NOT NULL,
        cause_points INTEGER NOT NULL DEFAULT 0 CHECK (cause_points >= 0),
        sweepstakes_entries INTEGER NOT NULL DEFAULT 0 CHECK (sweepstakes_entries >= 0),
        description_en TEXT NOT NULL,
        description_fr TEXT NOT NULL,
        credit_key TEXT,
        reference TEXT,
        order_reference TEXT,
        created_at TEXT NOT NULL,
        CHECK ((kind = 'earn' AND points >= 0) OR (kind = 'redeem' AND points < 0) OR (kind = 'refund' AND points > 0)),
        CHECK (kind = 'earn' OR order_reference IS NOT NULL)
      ) STRICT;
      CREATE INDEX ledger_by_member ON ledger_entries (consumer_id, entry_id);
      -- A survey, quiz, onboarding step (and a day's sign-in) credits once.
      CREATE UNIQUE INDEX ledger_credit_once ON ledger_entries (consumer_id, credit_key) WHERE credit_key IS NOT NULL;
      -- One debit and at most one refund per order.
      CREATE UNIQUE INDEX ledger_one_debit_per_order ON ledger_entries (order_reference) WHERE kind = 'redeem';
      CREATE UNIQUE INDEX ledger_one_refund_per_order ON ledger_entries (order_reference) WHERE kind = 'refund';

      CREATE TRIGGER ledger_entries_are_never_updated BEFORE UPDATE ON ledger_entries
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries is append-only: entries are never updated');
      END;

      CREATE TRIGGER ledger_entries_are_never_deleted BEFORE DELETE ON ledger_entries
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries is append-only: entries are never deleted');
      END;

      CREATE TRIGGER ledger_balance_never_negative BEFORE INSERT ON ledger_entries
      WHEN (SELECT COALESCE(SUM(points), 0) FROM ledger_entries WHERE consumer_id = NEW.consumer_id) + NEW.points < 0
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries: the balance would go below zero');
      END;

      CREATE TRIGGER ledger_refund_undoes_one_debit BEFORE INSERT ON ledger_entries
      WHEN NEW.kind = 'refund' AND NOT EXISTS (
        SELECT 1 FROM ledger_entries
        WHERE kind = 'redeem' AND order_reference = NEW.order_reference AND consumer_id = NEW.consumer_id AND points = -NEW.points
      )
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries: a refund must undo exactly one debit');
      END;

      CREATE TABLE issued_rewards (
        order_reference TEXT PRIMARY KEY,
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        reward_id TEXT NOT NULL REFERENCES rewards (reward_id),
        reward_type TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity >= 1),
        points_redeemed INTEGER NOT NULL CHECK (points_redeemed >= 0),
        value_cad REAL NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('Approved', 'Cancelled')),
        type_code TEXT NOT NULL,
        reward_code TEXT NOT NULL,
        emails_sent INTEGER NOT NULL DEFAULT 0,
        issued_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX issued_rewards_by_member ON issued_rewards (consumer_id, issued_at);
    `,
  },
  {
    version: 4,
    name: 'samples-and-coupons',
    sql: `
      CREATE TABLE sample_orders (
        order_id TEXT PRIMARY KEY,
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        incentive_id TEXT NOT NULL REFERENCES incentives (incentive_id),
        household_key TEXT NOT NULL,
        status TEXT NOT NULL,
        ordered_at TEXT NOT NULL,
        UNIQUE (incentive_id, consumer_id),
        UNIQUE (incentive_id, household_key)
      ) STRICT;
      CREATE INDEX sample_orders_by_member ON sample_orders (consumer_id, ordered_at);

      CREATE TABLE print_jobs (
        print_job_id TEXT PRIMARY KEY,
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        offer_ids TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 5,
    name: 'member-sessions',
    sql: `
      -- Every session the API issued: a token is good only while its session runs, so a token
      -- signed with a leaked key, or one of a session ended by a logout or a password change,
      -- reads nothing. Replaces the list of revoked sessions.
      CREATE TABLE member_sessions (
        jti TEXT PRIMARY KEY,
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        issued_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        ended_at TEXT,
        end_reason TEXT CHECK (end_reason IN ('logout', 'password-changed')),
        CHECK ((ended_at IS NULL) = (end_reason IS NULL))
      ) STRICT;
      CREATE INDEX member_sessions_by_member ON member_sessions (consumer_id, expires_at);
      DROP TABLE revoked_sessions;
    `,
  },
  {
    version: 6,
    name: 'earning-evidence',
    sql: `
      -- A survey's answers, recorded as the member goes; final once the survey is completed.
      CREATE TABLE survey_answers (
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        survey_id INTEGER NOT NULL REFERENCES surveys (survey_id),
        question_id TEXT NOT NULL,
        answer TEXT NOT NULL CHECK (json_valid(answer)),
        answered_at TEXT NOT NULL,
        PRIMARY KEY (consumer_id, survey_id, question_id)
      ) STRICT;

      CREATE TABLE survey_completions (
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        survey_id INTEGER NOT NULL REFERENCES surveys (survey_id),
        completed_at TEXT NOT NULL,
        PRIMARY KEY (consumer_id, survey_id)
      ) STRICT;

      CREATE TRIGGER survey_answers_final_once_completed_insert BEFORE INSERT ON survey_answers
      WHEN EXISTS (SELECT 1 FROM survey_completions WHERE consumer_id = NEW.consumer_id AND survey_id = NEW.survey_id)
      BEGIN
        SELECT RAISE(ABORT, 'survey_answers: the survey is completed, its answers are final');
      END;
      CREATE TRIGGER survey_answers_final_once_completed_update BEFORE UPDATE ON survey_answers
      WHEN EXISTS (SELECT 1 FROM survey_completions WHERE consumer_id = OLD.consumer_id AND survey_id = OLD.survey_id)
      BEGIN
        SELECT RAISE(ABORT, 'survey_answers: the survey is completed, its answers are final');
      END;
      CREATE TRIGGER survey_answers_final_once_completed_delete BEFORE DELETE ON survey_answers
      WHEN EXISTS (SELECT 1 FROM survey_completions WHERE consumer_id = OLD.consumer_id AND survey_id = OLD.survey_id)
      BEGIN
        SELECT RAISE(ABORT, 'survey_answers: the survey is completed, its answers are final');
      END;

      -- Every scored submission of a quiz (the first one earns the quiz's points).
      CREATE TABLE quiz_attempts (
        attempt_id INTEGER PRIMARY KEY AUTOINCREMENT,
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        quiz_id TEXT NOT NULL REFERENCES quizzes (quiz_id),
        answers TEXT NOT NULL CHECK (json_valid(answers)),
        score INTEGER NOT NULL CHECK (score >= 0),
        total INTEGER NOT NULL CHECK (total >= score AND total > 0),
        submitted_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX quiz_attempts_by_member ON quiz_attempts (consumer_id, quiz_id, attempt_id);

      -- Receipt photos (the files are stored beside the database, named by their hash). One
      -- image is one receipt, whoever sends it; its points are pending until reviewed.
      CREATE TABLE receipts (
        receipt_id TEXT PRIMARY KEY,
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        image_sha256 TEXT NOT NULL UNIQUE,
        media_type TEXT NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'image/heic')),
        bytes INTEGER NOT NULL CHECK (bytes > 0),
        points INTEGER NOT NULL CHECK (points > 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        day TEXT NOT NULL,
        submitted_at TEXT NOT NULL,
        reviewed_at TEXT,
        CHECK ((status = 'pending') = (reviewed_at IS NULL))
      ) STRICT;
      CREATE INDEX receipts_by_member_day ON receipts (consumer_id, day);

      -- Every survey, quiz and receipt credit needs its evidence in the database: a completed
      -- survey, a scored quiz submission, an approved receipt of the same member.
      CREATE TRIGGER ledger_survey_credit_needs_completion BEFORE INSERT ON ledger_entries
      WHEN NEW.credit_key LIKE 'SURVEY:%' AND NOT EXISTS (
        SELECT 1 FROM survey_completions WHERE consumer_id = NEW.consumer_id AND 'SURVEY:' || survey_id = NEW.credit_key
      )
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries: a survey credit needs the completed survey');
      END;
      CREATE TRIGGER ledger_onboarding_credit_needs_survey BEFORE INSERT ON ledger_entries
      WHEN NEW.credit_key LIKE 'ONBOARDING_STEP:%' AND NOT EXISTS (
        SELECT 1 FROM survey_completions WHERE consumer_id = NEW.consumer_id AND survey_id = CASE NEW.credit_key
          WHEN 'ONBOARDING_STEP:1' THEN 1275 WHEN 'ONBOARDING_STEP:2' THEN 1276 WHEN 'ONBOARDING_STEP:3' THEN 1277 END
      )
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries: an onboarding step credit needs its onboarding survey completed');
      END;
      CREATE TRIGGER ledger_quiz_credit_needs_attempt BEFORE INSERT ON ledger_entries
      WHEN NEW.credit_key LIKE 'QUIZ:%' AND NOT EXISTS (
        SELECT 1 FROM quiz_attempts WHERE consumer_id = NEW.consumer_id AND 'QUIZ:' || quiz_id = NEW.credit_key
      )
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries: a quiz credit needs a scored submission');
      END;
      CREATE TRIGGER ledger_receipt_credit_needs_approval BEFORE INSERT ON ledger_entries
      WHEN NEW.credit_key LIKE 'RECEIPT:%' AND NOT EXISTS (
        SELECT 1 FROM receipts
        WHERE consumer_id = NEW.consumer_id AND 'RECEIPT:' || receipt_id = NEW.credit_key AND status = 'approved' AND points = NEW.points
      )
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries: a receipt credit needs the approved receipt');
      END;
    `,
  },
  {
    version: 7,
    name: 'sweepstakes-draws-and-pledges',
    sql: `
      -- A sweepstakes draw and its winner (drawn by a dev control today, the stand-in of the
      -- programme's draw). The winner answers the skill-testing question once before the
      -- prize is claimed; the expected answer never leaves the API.
      CREATE TABLE sweepstakes_draws (
        draw_id TEXT PRIMARY KEY,
        sweepstakes_id TEXT NOT NULL REFERENCES rewards (reward_id),
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        entries_in_draw INTEGER NOT NULL CHECK (entries_in_draw > 0),
        winner_entries INTEGER NOT NULL CHECK (winner_entries > 0 AND winner_entries <= entries_in_draw),
        question TEXT NOT NULL,
        expected_answer INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('awaiting-answer', 'claimed', 'forfeited')),
        answer TEXT,
        drawn_at TEXT NOT NULL,
        answered_at TEXT,
        CHECK ((status = 'awaiting-answer') = (answered_at IS NULL))
      ) STRICT;
      CREATE INDEX sweepstakes_draws_by_sweepstakes ON sweepstakes_draws (sweepstakes_id, drawn_at);
      CREATE INDEX sweepstakes_draws_by_member ON sweepstakes_draws (consumer_id, drawn_at);

      -- The charity pledge (id 648): a member pledges their support to their cause, once per cause.
      CREATE TABLE pledges (
        consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        cause_id TEXT NOT NULL REFERENCES causes (cause_id),
        pledged_at TEXT NOT NULL,
        PRIMARY KEY (consumer_id, cause_id)
      ) STRICT;
      `,
  },
  {
    version: 8,
    name: 'consents-referrals-and-erasure',
    sql: `
      -- Express consent per purpose (CASL), with when each answer was given: JSON { purpose: { optedIn, answeredAt } }.
      ALTER TABLE members ADD COLUMN consents TEXT CHECK (consents IS NULL OR json_valid(consents));
      -- An erased account: its personal data is gone; the row stays so the ledger keeps its trail.
      ALTER TABLE members ADD COLUMN deleted_at TEXT;

      -- Each member's referral code, made the first time they ask for it.
      CREATE TABLE referral_codes (
        consumer_id TEXT PRIMARY KEY REFERENCES members (consumer_id),
        code TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      ) STRICT;

      -- A friend who joined with a code: once per friend, never the member's own code.
      CREATE TABLE referrals (
        friend_consumer_id TEXT PRIMARY KEY REFERENCES members (consumer_id),
        referrer_consumer_id TEXT NOT NULL REFERENCES members (consumer_id),
        claimed_at TEXT NOT NULL,
        referrer_credited INTEGER NOT NULL CHECK (referrer_credited IN (0, 1)),
        CHECK (friend_consumer_id <> referrer_consumer_id)
      ) STRICT;
      CREATE INDEX referrals_by_referrer ON referrals (referrer_consumer_id, claimed_at);

      CREATE TRIGGER ledger_referral_credit_needs_referral BEFORE INSERT ON ledger_entries
      WHEN NEW.credit_key LIKE 'REFERRAL:%' AND NOT EXISTS (
        SELECT 1 FROM referrals WHERE referrer_consumer_id = NEW.consumer_id AND 'REFERRAL:' || friend_consumer_id = NEW.credit_key
      )
      BEGIN
        SELECT RAISE(ABORT, 'ledger_entries: a referral credit needs the friend recorded for this member');
      END;

      -- A completed survey's answers stay final, except that an erased account's answers are erased.
      DROP TRIGGER survey_answers_final_once_completed_delete;
      CREATE TRIGGER survey_answers_final_once_completed_delete BEFORE DELETE ON survey_answers
      WHEN EXISTS (SELECT 1 FROM survey_completions WHERE consumer_id = OLD.consumer_id AND survey_id = OLD.survey_id)
        AND NOT EXISTS (SELECT 1 FROM members WHERE consumer_id = OLD.consumer_id AND deleted_at IS NOT NULL)
      BEGIN
        SELECT RAISE(ABORT, 'survey_answers: the survey is completed, its answers are final');
      END;
    `,
  },
  {
    version: 9,
    name: 'sample-homes-and-buildings',
    sql: `
      -- Every home (address with its unit) and building (civic address) an order's address may
      -- name: one reading mostly, two for "88-2 Sparks St". One sample per home; a capped number
      -- per building. Filled for past orders by the household rule's re-keying (households.ts).
      CREATE TABLE sample_order_keys (
        order_id TEXT NOT NULL REFERENCES sample_orders (order_id),
        incentive_id TEXT NOT NULL REFERENCES incentives (incentive_id),
        kind TEXT NOT NULL CHECK (kind IN ('home', 'building')),
        key TEXT NOT NULL,
        PRIMARY KEY (order_id, kind, key)
      ) STRICT;
      CREATE INDEX sample_order_keys_by_key ON sample_order_keys (incentive_id, kind, key);
    `,
  },
  {
    version: 10,
    name: 'erased-once-only',
    sql: `
      -- What an erased account leaves so that once-only stays once-only (decision 021): keyed
      -- one-way hashes of the person, the once-only credits and samples they took, and the homes
      -- and buildings their samples went to; never the values. A hash may repeat (a building's
      -- orders are counted). Each is deleted once its purge date has passed.
      CREATE TABLE erased_once_only (
        hash TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('identity', 'credit', 'sample', 'home', 'building')),
        erased_at TEXT NOT NULL,
        purge_after TEXT NOT NULL
      ) STRICT;
      CREATE INDEX erased_once_only_by_hash ON erased_once_only (hash, purge_after);
      CREATE INDEX erased_once_only_by_purge ON erased_once_only (purge_after);
    `,
  },
];
