CREATE TABLE "newsletter_subscriptions" (
	"email" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_country_pk" PRIMARY KEY("email","country")
);
