CREATE TABLE "dep_bundles" (
	"hash" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dep_bundles_hash_path_pk" PRIMARY KEY("hash","path")
);
