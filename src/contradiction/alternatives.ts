// Tools and places that fill one role in a project: its CI service, its object
// store, its JSON serializer. Two notes naming different members of one role for
// the same part of the project disagree even when they share no other word
// ("Uploaded files are stored in MinIO" / "Blobs live in Cloudflare R2").
//
// The catalogue is written top-down from the software landscape, one role per
// line, not from examples the checks missed: add a role a project normally has
// one of, or a name that fills a role already here. Each name lists its common
// spellings ("postgres|postgresql|pg"), lower case, as the tokenizer writes them
// (".net maui", "system.text.json"); a spelling with a capital matches only as
// written, for names that are also everyday words ("Render", "Drone").
//
// Role words say what the role is called in prose ("metrics", "serialization"):
// a note may name the role instead of the tool, so they are not what sets two
// notes apart. In a coexisting group (a repo has several languages; a program
// writes to stdout and stderr) the role alone never makes two notes about the
// same thing: only a subject both state does ("errors are logged to stderr" /
// "errors are logged to stdout").

import { wordTerms } from './tokens.js';

export interface AlternativeGroup {
  role: string;
  /** A project normally uses one member for this role at a time. */
  exclusive: boolean;
  /** Members only say which part of a project a note is about (languages, platforms): never a substitution. */
  contextOnly: boolean;
  /** Terms (as the tokenizer reads them) of the words prose uses for the role itself. */
  roleStems: Set<string>;
  /** Members, each with its spellings; the first spelling names it. */
  members: string[][];
}

type Row = [role: string, roleWords: string, names: string];

const EXCLUSIVE: Row[] = [
  // Hosting and infrastructure
  ['cloud provider', 'cloud hosted hosting provider infrastructure infra account', 'aws|amazon web services, gcp|google cloud|google cloud platform, azure|microsoft azure, digitalocean|digital ocean, linode|akamai cloud, hetzner, ovh|ovhcloud, oracle cloud|oci, ibm cloud, alibaba cloud|aliyun, scaleway, vultr, upcloud, equinix metal, tencent cloud, huawei cloud, openstack, exoscale, civo'],
  ['container platform', 'container containers cluster clusters orchestration orchestrator platform workload workloads deploy deployed deployment deployments service services task tasks', 'ecs|amazon ecs|aws ecs|amazon elastic container service, eks|amazon eks|aws eks|amazon elastic kubernetes service, gke|google kubernetes engine, aks|azure kubernetes service, nomad, docker swarm|Swarm, cloud run|google cloud run, app runner|aws app runner, openshift, azure container apps, fargate|aws fargate'],
  ['container orchestrator', 'container containers cluster orchestration orchestrator scheduler workload workloads', 'kubernetes|k8s, nomad, docker swarm, ecs, mesos|marathon'],
  ['application hosting', 'hosted hosting host deploy deployed deployment deploys platform paas', 'heroku, fly.io|Fly|flyctl, vercel, netlify, Render|render.com, Railway|railway.app, app engine|google app engine, elastic beanstalk|beanstalk, digitalocean app platform, cloudflare pages, cloudflare workers|wrangler, firebase hosting, github pages, surge, azure app service, dokku, coolify'],
  ['serverless functions', 'function functions serverless lambda handler handlers', 'aws lambda|lambda, cloud functions|google cloud functions, azure functions, cloudflare workers, vercel functions, netlify functions, openfaas'],
  ['infrastructure as code', 'infrastructure infra iac provisioned provisioning provision stack stacks resources', 'terraform, opentofu|tofu, pulumi, cloudformation|aws cloudformation|cfn, aws cdk|cdk, cdktf|cdk for terraform, bicep, arm templates, crossplane, aws sam|Sam, serverless framework|sls, sst, winglang, kcl, crossplane compositions, Nitric'],
  ['configuration management', 'configuration provisioning provisioned hosts machines playbooks', 'ansible, Chef, Puppet, saltstack|Salt, cfengine'],
  ['container image build', 'image images container containers build built', 'docker|dockerfile, podman, buildah, kaniko, buildpacks|cloud native buildpacks|Pack, jib, Ko, nixpacks, bazel rules_oci'],
  ['container registry', 'registry image images container containers pushed push published', 'docker hub|dockerhub, ecr|amazon ecr, gcr|google container registry, artifact registry|google artifact registry, ghcr|ghcr.io|github container registry, quay|quay.io, Harbor, acr|azure container registry, gitlab container registry|registry.gitlab.com, jfrog container registry, digitalocean container registry, oracle container registry|ocir, zot registry, docker registry|distribution registry'],
  ['artifact repository', 'artifact artifacts repository packages published', 'artifactory|jfrog artifactory, Nexus|sonatype nexus, github packages, aws codeartifact|codeartifact, azure artifacts, verdaccio, gemfury'],
  ['cdn', 'cdn edge cache cached static assets served delivery delivered', 'cloudfront|amazon cloudfront, cloudflare, fastly, akamai, bunny|bunny.net|bunnycdn, cloud cdn|google cloud cdn, azure cdn|azure front door, keycdn, jsdelivr, gcore, cdn77, stackpath, edgio|limelight, imperva cdn, cloudflare cdn'],
  ['dns', 'dns domain domains zone zones records nameservers', 'route53|route 53|amazon route 53, cloudflare dns, cloud dns|google cloud dns, ns1, dnsimple, azure dns'],
  ['reverse proxy', 'proxy reverse load balancer balancing ingress front traffic tls termination', 'nginx|openresty, apache|httpd|apache httpd, caddy, traefik, haproxy, envoy, varnish, pingora, lighttpd, h2o, iis|microsoft iis, pomerium, oathkeeper'],
  ['service mesh', 'mesh sidecar sidecars mtls', 'istio, linkerd, consul connect, kuma, cilium service mesh, app mesh|aws app mesh'],
  ['api gateway', 'gateway api edge routing', 'Kong, apigee, aws api gateway|api gateway, tyk, Ambassador|Emissary, krakend, azure api management'],
  ['service discovery', 'discovery registry registered lookup', 'Consul, Eureka, etcd, zookeeper'],
  ['secrets', 'secret secrets credentials credential keys key token tokens stored', 'Vault|hashicorp vault, aws secrets manager|secrets manager, ssm parameter store|parameter store|ssm, gcp secret manager|google secret manager|secret manager, azure key vault|key vault, doppler, 1password|1password connect, sops, sealed secrets|sealed-secrets, infisical, Chamber, berglas'],
  ['continuous delivery', 'cd delivery deploy deploys deployed deployment deployments release releases rollout gitops', 'argo cd|argocd, Flux|fluxcd, spinnaker, Octopus|octopus deploy, Harness, codedeploy|aws codedeploy, capistrano, Deployer, kargo, keptn, flagger, argo rollouts, werf, waypoint, devtron, codefresh gitops, gocd'],
  ['continuous integration', 'ci pipeline pipelines build builds workflow workflows checks check job jobs runner runners', 'github actions|gha, gitlab ci|gitlab-ci|gitlab ci/cd, circleci|circle ci|Circle, jenkins, travis|travis ci|travis-ci, buildkite, Drone|drone ci, azure pipelines|azure devops, teamcity, bamboo, bitbucket pipelines, Semaphore|semaphoreci, appveyor, codebuild|aws codebuild, cloud build|google cloud build, Woodpecker, tekton, Concourse, wercker, earthly, dagger, harness ci, gitea actions, forgejo actions, sourcehut builds|builds.sr.ht, cirrus ci|Cirrus, buddy.works, codefresh, screwdriver'],
  ['dependency updates', 'dependency dependencies updates update bumps upgrade prs', 'dependabot, renovate|renovatebot, greenkeeper, snyk'],
  ['coverage service', 'coverage reports report uploaded', 'codecov, coveralls, code climate|codeclimate, sonarcloud|sonarqube'],
  ['git hooks', 'hook hooks pre-commit precommit commit', 'husky, lefthook, pre-commit, simple-git-hooks, overcommit, ghooks'],
  ['release automation', 'release releases released versioning version versions changelog publish published tags', 'semantic-release, changesets|changeset, release-please, standard-version, release-it, goreleaser, lerna publish, Np'],
  // Data stores and messaging
  ['relational database', 'database db data stored store sql primary schema tables', 'postgres|postgresql|pg|psql, mysql, mariadb, sqlite|sqlite3, sql server|mssql|microsoft sql server, Oracle|oracle database, cockroachdb|cockroach, Aurora|amazon aurora, planetscale, yugabytedb, tidb, mongodb|mongo, db2|ibm db2, sap hana|Hana, firebird, h2 database|h2database, hsqldb, cloud spanner|Spanner, alloydb'],
  ['document database', 'database db documents document stored store nosql collections', 'mongodb|mongo|mongodb atlas|mongosh, couchdb, dynamodb|dynamo|amazon dynamodb|aws dynamodb, firestore|cloud firestore, cosmos db|cosmosdb, couchbase, ravendb, documentdb'],
  ['wide-column database', 'database db stored store nosql', 'cassandra, scylladb|scylla, hbase, bigtable'],
  ['cache', 'cache cached caching store in-memory', 'redis|redis-cli|azure cache for redis|memorystore, memcached, valkey, keydb, dragonfly|dragonflydb, hazelcast, elasticache, apache ignite|Ignite, ehcache, caffeine, Coherence|oracle coherence'],
  ['object storage', 'storage store stored blob blobs bucket buckets object objects upload uploads uploaded file files asset assets attachments media', 's3|amazon s3|aws s3|amazon simple storage service, gcs|google cloud storage|cloud storage, azure blob storage|azure blob|blob storage, minio, cloudflare r2|r2, backblaze b2|backblaze|b2, wasabi, digitalocean spaces, ceph, seaweedfs, tigris, storj, oracle object storage, ibm cloud object storage|ibm cos, linode object storage|akamai object storage, hetzner object storage, local disk|local filesystem|local file system'],
  ['message broker', 'queue queues message messages messaging broker events event topic topics stream streams published publish consumed bus', 'rabbitmq|Rabbit, kafka|apache kafka|confluent cloud|amazon msk|aws msk|msk, nats|nats jetstream, sqs|amazon sqs|aws sqs|amazon simple queue service, pubsub|pub/sub|google pub/sub|cloud pub/sub, kinesis|aws kinesis, activemq, Pulsar|apache pulsar, eventbridge|amazon eventbridge, azure service bus|service bus, event hubs|azure event hubs, zeromq|zmq, redpanda, nsq, google cloud tasks|Cloud Tasks, azure queue storage, amazon mq, qstash|upstash qstash, ibm mq|websphere mq, Solace, redis streams|redis stream, google cloud pub/sub, azure event grid|event grid, rocketmq|apache rocketmq, beanstalkd, kafka on confluent'],
  ['search engine', 'search indexed index indexes indexing full-text', 'algolia, meilisearch, elasticsearch|Elastic, typesense, opensearch, solr|apache solr, sphinx search, manticore, Vespa, quickwit, zincsearch, azure ai search|azure cognitive search, vertex ai search, coveo, bleve, tantivy'],
  ['vector database', 'vector vectors embeddings embedding similarity', 'pinecone, weaviate, qdrant, milvus, Chroma|chromadb, pgvector, lancedb, faiss, turbopuffer, marqo, vald, zilliz'],
  ['data warehouse', 'warehouse analytics analytical data tables', 'snowflake, bigquery|google bigquery, redshift|amazon redshift, databricks, clickhouse, synapse|azure synapse, duckdb, teradata, vertica, greenplum, firebolt, motherduck'],
  ['workflow orchestration', 'pipeline pipelines dag dags workflow workflows orchestrated orchestration scheduled jobs', 'airflow|apache airflow, dagster, Prefect, luigi, argo workflows, kubeflow pipelines|kubeflow, snakemake, nextflow, cromwell, cwltool|common workflow language, Galaxy, Temporal, step functions|aws step functions, Mage, flyte, kestra, metaflow, zenml, azure data factory, oozie|apache oozie, Windmill'],
  ['stream processing', 'stream streaming processing processed', 'flink|apache flink, spark streaming, kafka streams, Beam|apache beam, Storm|apache storm, materialize'],
  ['schema migrations', 'migration migrations schema', 'flyway, liquibase, alembic, sqitch, Goose, golang-migrate, dbmate, Atlas, knex migrations, prisma migrate, dbup, fluentmigrator, evolve, roundhouse, phinx, doctrine migrations, ef core migrations|ef migrations|entity framework migrations, bytebase, schemachange, yoyo-migrations|yoyo, umzug'],
  // Observability
  ['metrics backend', 'metrics metric stats statistics monitoring monitored pushed push exported export scraped dashboards', 'prometheus, graphite, influxdb|influx, datadog, new relic|newrelic, grafana mimir|mimir, victoriametrics, cloudwatch|amazon cloudwatch, statsd, thanos, Cortex, m3|m3db, opentsdb, dynatrace, stackdriver|google cloud monitoring, azure monitor, chronosphere, grafana cloud metrics, signalfx|splunk observability, appdynamics, sysdig, zabbix, nagios, icinga, checkmk, netdata'],
  ['tracing backend', 'tracing traces trace spans span distributed exported export', 'jaeger, zipkin, grafana tempo|Tempo, Honeycomb, x-ray|aws x-ray|xray, lightstep, datadog apm, new relic, signoz, elastic apm, dynatrace, appdynamics, instana, skylight, scout apm, grafana cloud traces'],
  ['log backend', 'logs log logging shipped aggregated aggregation', 'loki|grafana loki, splunk, papertrail, loggly, graylog, sumo logic|sumologic, logz.io, elk|elk stack, logdna|mezmo, cloudwatch logs, stackdriver logging|cloud logging, better stack|logtail, Seq, datadog logs, new relic logs, axiom|axiom.co, coralogix, logentries, grafana cloud logs, elastic cloud logs'],
  ['error tracking', 'errors error exceptions exception crash crashes reported reporting tracked tracking', 'sentry, bugsnag, rollbar, honeybadger, airbrake, raygun, crashlytics|firebase crashlytics, appsignal, instabug, Embrace, Backtrace, glitchtip, trackjs, exceptionless, bugsink, highlight.io, errbit, datadog error tracking'],
  ['alerting', 'alerts alert alerting paging pages on-call oncall incidents incident', 'pagerduty, opsgenie, victorops|splunk on-call, incident.io, grafana oncall'],
  ['uptime monitoring', 'uptime status checks monitoring probes', 'pingdom, uptimerobot, statuscake, better uptime, checkly, uptime kuma, freshping, site24x7, hetrixtools, better stack uptime, cronitor, healthchecks.io, updown.io, oh dear'],
  ['product analytics', 'analytics events tracked tracking product', 'amplitude, mixpanel, posthog, Heap, google analytics|ga4, plausible, matomo|piwik, Fathom, pendo, umami, firebase analytics|google analytics for firebase, june.so, kissmetrics, countly, adobe analytics, simple analytics, pirsch, goatcounter, cloudflare web analytics, vercel analytics, openpanel, rybbit'],
  ['customer data platform', 'events tracked tracking routed cdp', 'Segment, rudderstack, mparticle, snowplow'],
  ['feature flags', 'feature flag flags flagged toggles toggle rollout rollouts experiments', 'launchdarkly, unleash, flagsmith, growthbook, Split|split.io, configcat, optimizely, statsig, Flipper, flagd, devcycle, eppo, firebase remote config, aws appconfig|appconfig, flipt, go-feature-flag, harness feature flags'],
  ['experiment tracking', 'experiment experiments tracked tracking runs run metrics logged', 'mlflow, weights & biases|weights and biases|wandb|w&b, Neptune|neptune.ai, Comet|comet.ml, tensorboard, clearml, Aim, Sacred, dvc experiments'],
  // Third-party services
  ['identity provider', 'authentication auth login logins log-in sign-in signin signup sign-up identity sso users user sessions oauth oidc saml accounts', 'auth0, cognito|aws cognito|amazon cognito, okta, keycloak, firebase auth|firebase authentication, clerk, supabase auth, azure ad|azure active directory|entra id|microsoft entra, fusionauth, ory|ory kratos, stytch, workos, onelogin, ping identity, google identity platform, authelia, authentik, supertokens, kinde, descope, frontegg, logto, zitadel, azure ad b2c|azure b2c, aws iam identity center|aws sso, jumpcloud, google workspace sso, dex|dexidp, gluu, casdoor, hanko, firebase authentication ui'],
  ['auth library', 'authentication auth login sign-in sessions session strategy', 'passport|passport.js, auth.js|authjs, next-auth|nextauth, lucia, devise, omniauth, django-allauth|allauth, spring security, better-auth'],
  ['payments', 'payments payment billing checkout charges charge subscriptions subscription invoices processed', 'stripe, braintree, adyen, paypal, Square, Paddle, chargebee, recurly, lemon squeezy, mollie, razorpay, checkout.com, authorize.net, worldpay, mercado pago, paystack, flutterwave, gocardless, klarna, afterpay, bluesnap, payu, xendit, midtrans, iyzico, yookassa, cybersource, global payments, nmi|network merchants, stripe connect, payflow|paypal payflow|payflow pro, govpay|gov.uk pay|pay.gov, elavon, moneris'],
  ['transactional email', 'email emails mail mails sent send transactional smtp delivery', 'sendgrid, postmark, mailgun, ses|amazon ses|aws ses|amazon simple email service, mailchimp, mandrill, resend, sparkpost, mailjet, sendinblue|brevo, mailersend, customer.io|customerio, loops.so, zeptomail, elastic email, smtp2go, mailtrap, postal, mailchimp transactional, sendpulse, socketlabs, unisender, useplunk|plunk, mailpace, smtp.com'],
  ['sms', 'sms text messages otp', 'twilio, vonage|nexmo, messagebird, plivo, sns|amazon sns|aws sns|amazon simple notification service, sinch, telnyx, infobip, msg91, clicksend, amazon pinpoint|aws pinpoint'],
  ['push notifications', 'push notifications notification', 'fcm|firebase cloud messaging, apns, onesignal, pusher beams, expo notifications, airship|urbanairship'],
  ['realtime service', 'realtime real-time websocket websockets channels presence', 'Pusher, ably, socket.io, centrifugo, liveblocks, pubnub'],
  ['maps', 'maps map geocoding tiles routing', 'google maps, mapbox, openstreetmap|osm, Leaflet, here maps, maplibre, stadia maps|stadia, maptiler, thunderforest, arcgis|esri, tomtom maps|tomtom, bing maps|azure maps, apple maps|mapkit, carto|cartodb, protomaps'],
  ['issue tracker', 'issues issue tickets ticket tracked tracker backlog bugs', 'jira, Linear, github issues, youtrack, asana, trello, Shortcut|Clubhouse, redmine, bugzilla, clickup, monday.com, Plane|plane.so, pivotal tracker, azure boards, gitlab issues, taiga, openproject, height.app'],
  ['chat', 'chat notifications notified channel channels posted', 'Slack, microsoft teams|Teams, Discord, mattermost, rocket.chat, zulip'],
  ['source hosting', 'hosted repository repositories repo repos mirrored', 'github, gitlab, bitbucket, gitea, forgejo, codeberg, azure repos, sourcehut'],
  // Languages' build and package tooling
  ['javascript package manager', 'package packages dependencies dependency install installs installed lockfile lock manager workspaces', 'npm, yarn|yarn classic|yarn berry, pnpm, bun'],
  ['python package manager', 'package packages dependencies dependency install installs installed lockfile lock environment environments venv virtualenv manager', 'pip, pipenv, poetry, pip-tools, pdm, uv, conda|miniconda|anaconda|mamba|micromamba, Hatch, Rye'],
  ['jvm build tool', 'build builds built compile compiled dependencies', 'gradle|gradlew, maven|mvn|mvnw, sbt, Ant|apache ant, bazel, leiningen|lein, Mill'],
  ['native build system', 'build builds built compile compiled', 'cmake, meson, bazel, Make|makefile|gnu make, scons, premake, autotools|autoconf, Buck|buck2, Pants, xmake, Gn'],
  ['c++ package manager', 'dependencies dependency packages package', 'conan, vcpkg, Hunter, cpm|cpm.cmake'],
  ['apple dependency manager', 'dependencies dependency pods packages', 'cocoapods|Pods|podfile, carthage, swift package manager|spm|swiftpm'],
  ['javascript bundler', 'bundle bundles bundled bundler bundling build builds built dev server', 'webpack|webpack5|webpack 5, vite, rollup, parcel, esbuild, turbopack, rspack, snowpack, tsup, browserify, farm, metro, ncc|@vercel/ncc, microbundle, pkgroll, unbuild, rolldown, bun build, brunch, fusebox'],
  ['monorepo tool', 'monorepo tasks task workspace workspaces packages orchestrated', 'lerna, turborepo|Turbo, nx, rush|rush.js, Moon, bazel'],
  ['node version manager', 'node version versions pinned', 'nvm, fnm, volta, asdf, N, nodenv, Mise'],
  ['javascript runtime', 'runtime runs', 'node|node.js|nodejs, deno, bun'],
  ['javascript module format', 'module modules format', 'commonjs|cjs, esm|es modules'],
  ['typescript compiler', 'transpile transpiled transpiles compile compiled compiles', 'tsc, babel, swc, esbuild, sucrase'],
  // Linting and formatting
  ['javascript linter', 'lint linting linter lints linted rules', 'eslint, tslint, biome, oxlint, Standard|standardjs, Rome, jshint, jslint, Xo'],
  ['javascript formatter', 'format formatting formatter formatted style', 'prettier, dprint, biome'],
  ['python linter', 'lint linting linter lints linted', 'flake8, ruff, pylint, pyflakes, pycodestyle, pyright lint'],
  ['python formatter', 'format formatting formatter formatted style', 'Black, ruff format, autopep8, yapf, Blue'],
  ['python type checker', 'type types typing typed type-checked type-checking checker', 'mypy, pyright, pyre, pytype, basedpyright'],
  ['ruby linter', 'lint linting linter style', 'rubocop, standardrb, reek'],
  ['go linter', 'lint linting linter', 'golangci-lint|golangci, staticcheck, golint, revive'],
  // Tests
  ['javascript test runner', 'test tests testing tested suite specs spec unit runner', 'jest, vitest, mocha, jasmine, ava, Tap|node-tap, karma, node:test, uvu, bun test'],
  ['browser test runner', 'e2e end-to-end browser browsers automation automated ui tests test testing scraping scraper headless suite suites', 'cypress, playwright, puppeteer, selenium|selenium webdriver|webdriver, webdriverio|wdio, nightwatch, testcafe, protractor'],
  ['python test runner', 'test tests testing tested suite unit runner', 'pytest, unittest, nose, nose2, Ward, doctest'],
  ['ruby test framework', 'test tests testing tested suite specs spec', 'rspec, minitest, test-unit|test::unit'],
  ['jvm test framework', 'test tests testing tested suite unit', 'junit|junit 5|junit5|junit 4|junit4, testng, spock, kotest'],
  ['.net test framework', 'test tests testing tested suite unit', 'xunit|xunit.net, nunit, mstest'],
  ['php test framework', 'test tests testing tested suite unit', 'phpunit, pest, codeception'],
  ['mocking library', 'mock mocks mocking mocked stubs fakes', 'gomock, mockery, testify/mock, moq, nsubstitute, fakeiteasy, mockito, mockk, sinon, testdouble'],
  ['http test client', 'http requests request integration tests', 'supertest, app.inject, light-my-request'],
  // JavaScript libraries
  ['javascript http client', 'http client requests request networking network calls fetching', 'axios, fetch, Got, node-fetch, ky, superagent, Request, undici, ofetch, wretch'],
  ['javascript orm', 'orm database db queries query models schema', 'prisma, typeorm, sequelize, drizzle|drizzle orm, knex, mongoose, mikro-orm, objection, kysely, bookshelf, waterline'],
  ['client state management', 'state store stores global client', 'redux|redux toolkit|rtk, zustand, mobx, recoil, jotai, xstate, pinia, vuex, ngrx, valtio, effector'],
  ['data fetching library', 'fetching data queries query cache caching server state', 'react-query|tanstack query, swr, apollo|apollo client, urql, rtk-query|rtk query, Relay'],
  ['node web framework', 'server http api routes routing framework web', 'express|express.js, fastify, koa, hapi, nestjs|nest.js|Nest, hono, adonisjs|adonis, sails, restify, elysia, h3, nitro, feathers|feathersjs, loopback, total.js, polka, tinyhttp, marble.js, moleculer'],
  ['javascript logger', 'log logs logging logger', 'winston, pino, bunyan, log4js, loglevel, consola, signale'],
  ['date library', 'date dates time times timezone timezones formatting', 'moment|moment.js, dayjs, date-fns, luxon, temporal polyfill'],
  ['schema validation', 'validation validate validated validates validator schema schemas', 'zod, yup, joi, ajv, valibot, superstruct, io-ts, class-validator, arktype, typebox'],
  ['cli argument parser', 'cli arguments argument args flags options parsing parsed parser command commands', 'commander|commander.js, yargs, meow, oclif, cac, clipanion, minimist, citty'],
  ['css approach', 'css styles styling styled stylesheets', 'styled-components, emotion|@emotion, tailwind|tailwindcss|tailwind css, css modules, sass|scss, Less, vanilla-extract, stitches, unocss, panda css|pandacss'],
  ['component library', 'components component ui design system widgets', 'material ui|mui|material-ui, chakra|chakra ui, antd|ant design, shadcn/ui|shadcn, bootstrap|react-bootstrap, mantine, Radix|radix ui, headless ui, vuetify, Quasar, primereact|primevue, element plus|element ui, semantic ui, bulma, Foundation'],
  ['icon set', 'icons icon', 'font awesome|fontawesome, lucide, heroicons, feather|feather icons, material icons, tabler icons, Phosphor'],
  ['frontend framework', 'frontend front-end ui spa client web app components views elements widgets', 'react, vue|vue.js|vuejs, angular, svelte, Solid|solidjs|solid.js, preact, Ember|ember.js, Backbone|backbone.js, Lit, Alpine|alpine.js, htmx, angularjs, qwik, Stimulus, stencil|stenciljs, mithril, inferno, riot|riot.js, hyperapp, aurelia, knockout|knockout.js, polymer, dojo|dojo toolkit, elm, vanjs, marko'],
  ['meta-framework', 'frontend site web app rendering ssr routing framework', 'next.js|nextjs|Next, nuxt|nuxt.js, Remix, gatsby, sveltekit, Astro, create react app|cra|create-react-app, angular universal, solidstart, react router framework, analog|analogjs, redwood|redwoodjs, blitz|blitz.js, fresh, waku, tanstack start, vike|vite-plugin-ssr, qwik city, nuxt 3'],
  ['static site generator', 'site static generated generator website pages blog', 'jekyll, hugo, eleventy|11ty, gatsby, hexo, Astro, zola, pelican, middleman'],
  ['docs site generator', 'docs documentation doc site generated generator handbook', 'docusaurus, vitepress, mkdocs|mkdocs material|material for mkdocs, sphinx, gitbook, nextra, docsify, mintlify, readme.io, antora, Starlight, mdbook, rspress, docz, fumadocs, slate docs, honkit, jupyter book, quarto, vuepress, zensical, bookdown'],
  // Reference pages generated from code comments sit next to a docs site, not instead of it.
  ['code reference generator', 'api reference docs documentation generated comments', 'jsdoc, typedoc, doxygen, javadoc, dokka, rustdoc, godoc|pkgsite, yard, rdoc, pdoc, sphinx autodoc|autodoc, docfx'],
  ['api docs generator', 'api docs documentation reference spec generated generator client clients sdk', 'swagger codegen|swagger-codegen, openapi generator|openapi-generator, redoc|redocly, swagger ui|swagger-ui, stoplight|stoplight elements, rapidoc, Scalar, orval, openapi-typescript'],
  ['component workshop', 'components stories story catalog', 'storybook, Ladle, histoire, styleguidist'],
  ['i18n library', 'i18n l10n translations translation translated localization localized locales locale strings', 'i18next|react-i18next, react-intl|formatjs, lingui, vue-i18n, ngx-translate, Polyglot, Rosetta, typesafe-i18n, paraglide'],
  ['i18n file format', 'i18n l10n translations translation translated localization localized locales locale strings catalogs catalog files file messages', 'gettext|.po|Po|.pot, fluent|.ftl|ftl, xliff|.xliff|.xlf, arb|.arb, .strings|.stringsdict|localizable.strings, .resx|resx, .properties, icu messageformat, yaml locales, json locales'],
  ['api style', 'api apis endpoint endpoints interface protocol', 'rest|restful, graphql, grpc, trpc, json-rpc, soap, thrift, odata'],
  ['wire format', 'serialized serialization serializes encoded encoding format messages payloads schema', 'protobuf|protocol buffers|proto, avro, msgpack|messagepack, cbor, flatbuffers, capnp|cap\'n proto, bson, json, xml, thrift binary, amazon ion'],
  // Other ecosystems
  ['python web framework', 'web framework api server app http routes views', 'django, flask, fastapi, starlette, pyramid, tornado, aiohttp, sanic, bottle, litestar, Falcon, quart, robyn, masonite, web2py, cherrypy, blacksheep, emmett, hug, molten, responder'],
  ['python orm', 'orm database db models queries query', 'sqlalchemy, django orm, peewee, tortoise|tortoise orm, pony|pony orm, sqlmodel, piccolo'],
  ['python http client', 'http client requests request calls networking', 'Requests, httpx, aiohttp, urllib3, urllib, pycurl'],
  ['python task queue', 'tasks task jobs job background queue queues worker workers async', 'celery, rq|python-rq, dramatiq, huey, arq, taskiq'],
  ['python app server', 'server served serves wsgi asgi workers production', 'gunicorn, uwsgi, uvicorn, hypercorn, daphne, waitress, granian'],
  ['python serialization', 'serialization serializes serialized schemas schema', 'Marshmallow, pydantic, Attrs, cattrs, msgspec'],
  ['python config', 'config configuration settings environment loaded', 'python-dotenv|Dotenv, dynaconf, pydantic-settings, Hydra, omegaconf, Decouple|python-decouple'],
  ['dataframe library', 'dataframe dataframes data tables', 'pandas, polars, dask, pyspark|Spark, Modin, vaex'],
  ['optimization solver', 'solver solvers solve solves solved solving optimization optimisation optimizer optimiser mip milp lp', 'or-tools|google or-tools|ortools|cp-sat, gurobi, cplex|ibm cplex, cbc|coin-or cbc, HiGHS, scip, glpk, xpress|fico xpress, mosek, timefold|optaplanner, hexaly|localsolver, knitro, copt'],
  ['ml framework', 'model models training trained train neural network deep learning', 'pytorch|Torch, tensorflow|Tf, jax|flax, keras, mxnet, paddlepaddle, mlx, tinygrad, scikit-learn|sklearn, mindspore, deeplearning4j|dl4j, caffe|caffe2, theano, chainer, cntk, burn|burn-rs, candle|hf candle'],
  ['notebook environment', 'notebook notebooks', 'jupyter|jupyterlab|jupyter notebook, colab|google colab, marimo, zeppelin, databricks notebooks, deepnote, hex notebooks|hex.tech, observablehq|observable notebooks, sagemaker studio, kaggle notebooks, zeppelin notebooks, polynote, nteract, datalore'],
  ['ruby web framework', 'web framework app server routes', 'rails|ruby on rails, sinatra, hanami, Roda, Grape, padrino'],
  ['rails asset pipeline', 'assets asset pipeline served serves compiled precompiled digested', 'sprockets|sprockets-rails, propshaft'],
  ['ruby job queue', 'jobs job background queue queues worker workers', 'sidekiq, good_job|goodjob, resque, delayed_job|delayedjob, solid_queue|solidqueue, Que, Sneakers, shoryuken'],
  ['ruby http client', 'http client requests request calls', 'faraday, httparty, net/http, typhoeus, rest-client, http.rb, excon'],
  ['ruby app server', 'server served serves web workers production', 'Puma, Unicorn, Passenger|phusion passenger, Thin, Falcon, webrick, pitchfork'],
  ['php web framework', 'web framework app server routes', 'laravel, symfony, Slim, codeigniter, cakephp, yii, laminas|zend, phalcon, fuelphp, lumen, mezzio, spiral framework, symfony ux'],
  ['go web framework', 'web framework http server router routing routes handlers api', 'Gin, Echo, Fiber, Chi, gorilla/mux|gorilla mux|Mux, net/http, beego, httprouter, Iris, Buffalo, hertz, revel, martini, go-zero, huma, goyave, Kratos|go-kratos'],
  ['go logger', 'log logs logging logger structured', 'zap, logrus, zerolog, slog|log/slog, glog, klog, log15'],
  ['go cli framework', 'cli command commands flags subcommands', 'Cobra, urfave/cli|urfave cli, kingpin, Kong, Ff, Flag'],
  ['go config library', 'config configuration settings loaded', 'Viper, koanf, envconfig, cleanenv, go-envconfig'],
  ['go orm', 'orm database db queries query models', 'gorm, sqlx, Ent, sqlc, bun, xorm, pgx, database/sql, upper/db'],
  ['rust web framework', 'web framework http server router routes api', 'actix-web|actix, axum, Rocket, Warp, Tide, Poem, Salvo, Loco, ntex, gotham, thruster, trillium, pavex, rouille'],
  ['rust async runtime', 'async runtime executor', 'tokio, async-std, Smol, glommio'],
  ['rust cli parser', 'cli arguments args flags parsing parser', 'clap, structopt, argh, pico-args, gumdrop'],
  ['rust error handling', 'errors error handling', 'anyhow, thiserror, Eyre|color-eyre, Snafu, Failure'],
  ['rust http client', 'http client requests request', 'reqwest, hyper client, ureq, Surf, isahc'],
  ['rust database', 'database db queries orm', 'diesel, sqlx, sea-orm|seaorm, rusqlite, tokio-postgres'],
  ['jvm web framework', 'web framework server service api app', 'spring boot|Spring, quarkus, micronaut, dropwizard, ktor server, vert.x|vertx, javalin, Play|play framework, helidon, spark java, jooby, ratpack, spring webflux|webflux, http4k, jersey, resteasy, grails, struts|apache struts, jakarta ee|java ee, vaadin'],
  ['jvm http client', 'http client requests request networking network calls', 'okhttp, retrofit, apache httpclient|httpclient, ktor client|ktor, java.net.http, feign|openfeign, webclient, resttemplate, volley, fuel'],
  ['jvm json library', 'json serialization serializes serialized deserialization parsing parsed mapping', 'jackson, gson, moshi, kotlinx.serialization|kotlinx serialization, json-b|jsonb, fastjson'],
  ['jvm logging backend', 'log logs logging logger', 'logback, log4j|log4j2, java.util.logging|Jul, tinylog'],
  ['jvm orm', 'orm database db persistence entities queries', 'hibernate, mybatis, jooq, exposed, spring data jdbc, ebean, jdbi, eclipselink, openjpa|apache openjpa, datanucleus'],
  ['dependency injection', 'injection di dependencies wired wiring container', 'Dagger, Hilt, koin, Guice, kodein, spring di, Wire|google wire, Fx|uber fx, autofac, ninject, swinject, Needle, get_it|getit, tsyringe, inversify|inversifyjs, typedi, awilix, dependency-injector, lagom, punq, microsoft.extensions.dependencyinjection, simple injector, lightinject, dryioc, castle windsor|windsor, spring ioc, Weld, pico container|picocontainer, dig|uber dig, dry-container|dry-system, php-di, Pimple, laravel container'],
  ['android image loader', 'image images loading loaded loader', 'Glide, Picasso, Coil, Fresco'],
  ['android ui toolkit', 'ui screens views layouts', 'jetpack compose|Compose, xml layouts|android views, litho, Epoxy'],
  ['apple ui framework', 'ui screens views', 'swiftui, uikit, appkit'],
  ['apple networking', 'http networking network requests client', 'alamofire, urlsession|nsurlsession, afnetworking, moya'],
  ['.net json serializer', 'json serialization serializes serialized serializer deserialization encoding encoder decoding', 'newtonsoft.json|json.net|newtonsoft, system.text.json|stj, utf8json, jil, servicestack.text'],
  ['.net orm', 'orm database db data access queries entities', 'entity framework|ef core|entity framework core|Ef|efcore, dapper, nhibernate, linq2db, repodb'],
  ['.net logging', 'log logs logging logger', 'serilog, nlog, log4net'],
  ['.net ui framework', 'ui app apps client desktop mobile', 'xamarin.forms|xamarin forms|xamarin, .net maui|maui, wpf, winforms|windows forms, avalonia, uno|uno platform, winui, blazor'],
  ['cross-platform mobile framework', 'mobile app apps ios android client', 'react native|react-native, flutter, Ionic, cordova|phonegap, Capacitor, xamarin|xamarin.forms, .net maui|maui, kotlin multiplatform|kmp|kmm, nativescript, Expo'],
  ['desktop app packager', 'installer installers packaging packaged packages package distributables bundles bundled', 'electron-builder, electron forge|electron-forge, electron-packager'],
  ['desktop app framework', 'desktop app apps shell window windows gui', 'Electron, tauri, nw.js|nwjs, qt|pyqt|pyside, gtk, wxwidgets|wxpython, javafx, Swing, flutter desktop, neutralino'],
  ['game engine', 'game engine', 'Unity, unreal|unreal engine, godot, bevy, gamemaker, cocos2d|cocos, Phaser, love2d|löve, defold, monogame, libgdx, Stride, o3de|open 3d engine, cryengine, raylib, pygame, haxeflixel, rpg maker, source engine|source 2, frostbite, cocos creator, construct 3|construct, solar2d|corona sdk, heaps, fyrox, ebitengine|ebiten, panda3d, flax engine, gdevelop, renpy, unigine, lumberyard'],
  ['embedded framework', 'firmware embedded framework microcontroller mcu board', 'arduino|arduino framework, esp-idf|espidf, Zephyr|zephyr rtos, freertos, mbed|mbed os, stm32cube|stm32cubemx|Hal, nuttx, Riot|riot os, micropython, circuitpython'],
  ['elixir http client', 'http client requests', 'httpoison, Tesla, Finch, Req, Mint'],
  ['elixir job queue', 'jobs job background queue workers', 'oban, exq, verk, rihanna'],
  ['php package manager', 'packages dependencies installed', 'composer, pear'],
  ['mobile build service', 'builds build signing distribution beta', 'fastlane, bitrise, codemagic, app center|visual studio app center, eas build|eas, xcode cloud'],
  ['beta distribution', 'beta testers distribution distributed builds', 'testflight, firebase app distribution, app center distribution, hockeyapp'],
  // Mobile
  ['flutter state management', 'state management store stores', 'Provider, riverpod, bloc|flutter_bloc, getx, mobx.dart, redux.dart'],
  ['mobile navigation', 'navigation navigator navigate navigates screens screen routing routed routes router stack', 'react navigation|@react-navigation, expo router|expo-router, react native navigation|react-native-navigation|wix navigation, go_router|gorouter, auto_route, beamer, jetpack navigation|androidx navigation, Voyager, Decompose'],
  ['mobile ui test framework', 'ui tests test testing tested e2e end-to-end automation automated device devices suite', 'detox, appium, maestro, espresso, xcuitest, earlgrey, kaspresso, uiautomator, calabash, Patrol'],
  ['mobile local database', 'local database db storage persistence persisted persist offline stored store', 'Room|androidx room, Realm, core data|coredata, swiftdata, grdb, sqldelight, objectbox, greendao, Drift|moor, isar, sqflite, watermelondb, mmkv, asyncstorage|@react-native-async-storage/async-storage, shared preferences|sharedpreferences, userdefaults|nsuserdefaults, jetpack datastore|preferences datastore, hive|hive_ce, sembast, shared_preferences'],
  ['in-app purchases', 'purchases purchase subscriptions subscription in-app iap paywall entitlements', 'revenuecat, storekit|storekit 2, google play billing|play billing library, adapty, qonversion, glassfy'],
  ['over-the-air updates', 'ota over-the-air updates update hot', 'codepush|app center codepush, eas update|expo updates|expo-updates, shorebird'],
  ['xcode project generator', 'project xcodeproj generated generator', 'tuist, xcodegen'],
  // Games
  ['physics engine', 'physics simulation simulated collisions collision rigid rigidbody bodies', 'physx|nvidia physx, havok, Bullet|bullet physics, box2d, jolt|jolt physics, rapier, chipmunk|chipmunk2d, matter.js|matter-js, cannon.js|cannon-es, ammo.js'],
  ['game networking', 'netcode networking multiplayer network networked online replication replicated lobby lobbies matchmaking', 'photon|photon pun|photon fusion, Mirror|mirror networking, netcode for gameobjects|unity netcode, fish-net|fishnet, nakama, colyseus, enet, lidgren, riptide'],
  ['game audio middleware', 'audio sound sounds music', 'fmod, wwise, criware'],
  ['3d web rendering', '3d rendering rendered scene scenes webgl renderer', 'three.js|threejs, babylon.js|babylonjs, playcanvas, a-frame'],
  // Embedded
  ['rtos', 'rtos kernel real-time os operating system firmware', 'freertos, Zephyr|zephyr rtos, threadx|azure rtos|eclipse threadx, nuttx|apache nuttx, chibios, embos, mbed os, Riot|riot os, vxworks, qnx, rt-thread, micrium, safertos'],
  ['firmware build tool', 'build builds built firmware project flashing', 'platformio|pio, West, keil|keil mdk|mdk-arm, iar embedded workbench, stm32cubeide, arduino ide|arduino-cli, mcuxpresso ide, segger embedded studio, mplab x|mplab'],
  ['embedded linux build', 'image images distro distribution rootfs bsp build built', 'yocto|yocto project|bitbake|openembedded, buildroot, ptxdist'],
  ['hardware abstraction layer', 'hal drivers driver peripheral peripherals registers', 'stm32 hal|stm32cube hal, libopencm3, nrfx, embedded-hal, pico sdk|pico-sdk, mcuxpresso sdk, nrf connect sdk|nrf5 sdk, atmel start|asf4'],
  ['debug probe', 'debug debugger debugging flash flashing flashed probe', 'j-link|jlink|segger j-link, st-link|stlink, black magic probe, daplink|cmsis-dap'],
  // Machine learning
  ['model serving', 'model models serving served serve serves inference endpoint endpoints predictions', 'torchserve, tensorflow serving|tfserving, triton|triton inference server|nvidia triton, bentoml, seldon|seldon core, kserve|kfserving, ray serve, vllm, tgi, sagemaker endpoints|sagemaker endpoint, vertex ai endpoints|vertex ai prediction, ollama, tensorrt-llm, sglang, lmdeploy, llama.cpp server, Modal|modal.com, baseten, mlflow serving'],
  ['feature store', 'feature features store served', 'Feast, tecton, hopsworks, sagemaker feature store, vertex ai feature store, databricks feature store, featureform'],
  ['llm provider', 'llm llms provider model models inference', 'openai|open ai, anthropic|claude, azure openai, amazon bedrock|aws bedrock|Bedrock, gemini|google gemini, Cohere, mistral|mistral ai, groq, vertex ai|google vertex ai, together ai|together.ai, fireworks ai|fireworks.ai, openrouter, deepseek, xai|x.ai|Grok, Perplexity, Replicate, hugging face inference|huggingface inference'],
  ['llm framework', 'llm agents agent chains rag orchestration', 'langchain, llamaindex|llama index|llama_index, Haystack, semantic kernel, dspy, crewai, autogen, langgraph, pydantic ai|pydantic-ai, vercel ai sdk, smolagents, mastra, griptape, llamaindex workflows'],
  ['hyperparameter tuning', 'hyperparameter hyperparameters tuning tuned sweep sweeps', 'optuna, ray tune, hyperopt, keras tuner, katib, nevergrad'],
  ['data versioning', 'data datasets dataset versioned versioning versions', 'dvc, lakefs, pachyderm, git lfs|git-lfs'],
  ['data labeling', 'labeling labelling labels labeled annotation annotated annotations', 'label studio, labelbox, Prodigy, cvat, supervisely, doccano'],
  // Data
  ['table format', 'table tables format lakehouse lake', 'delta lake|delta tables, Iceberg|apache iceberg, hudi|apache hudi, paimon|apache paimon'],
  ['data ingestion', 'cdc change capture ingestion ingested ingest replication replicated replicates sync synced syncs connectors connector', 'debezium, fivetran, airbyte, stitch data, aws dms, striim, kafka connect, estuary flow, hevo, meltano'],
  ['data transformation', 'transformation transformations transforms models modeling sql', 'dbt|dbt core|dbt cloud, dataform, sqlmesh'],
  ['bi tool', 'dashboards dashboard bi reports reporting charts visualization visualizations', 'looker, tableau, metabase, superset|apache superset, power bi|powerbi, redash, sigma computing, quicksight|amazon quicksight, looker studio, lightdash, holistics, mode analytics, evidence.dev, thoughtspot, domo, qlik|qlik sense, periscope|periscope data, chartio, grafana dashboards'],
  ['sql query engine', 'query queries queried engine sql federated', 'trino, presto|prestodb, athena|amazon athena, spark sql, dremio, apache hive|Hive, impala, starburst'],
  ['data catalog', 'catalog catalogue metadata lineage', 'datahub, amundsen, openmetadata, atlan, unity catalog, glue data catalog|aws glue data catalog, alation, collibra, marquez'],
  ['data quality', 'quality expectations checks validation validated', 'great expectations, soda core|Soda, Monte Carlo, deequ, dbt tests|dbt-expectations, pandera'],
  ['reverse etl', 'reverse etl synced syncs sync', 'hightouch, Census, grouparoo'],
  ['real-time olap', 'olap real-time analytics analytical', 'druid|apache druid, pinot|apache pinot, rockset, tinybird'],
  // Observability
  ['tracing instrumentation', 'tracing traces instrumentation instrumented spans tracer', 'opentelemetry|otel, opentracing, opencensus, dd-trace|datadog tracer'],
  ['log shipper', 'logs log logging shipped shipping ships collected collector forwarder forwarded agent', 'fluentd, fluent bit|fluent-bit|fluentbit, logstash, vector.dev|datadog vector, filebeat, promtail, grafana alloy, otel collector|opentelemetry collector, nxlog, rsyslog'],
  // Background work per ecosystem
  ['node job queue', 'jobs job background queue queues queued worker workers', 'Bull, bullmq, bee-queue, Agenda, kue, pg-boss, graphile-worker, inngest, trigger.dev'],
  ['.net background jobs', 'jobs job background scheduled recurring', 'hangfire, quartz.net, coravel'],
  ['jvm job scheduler', 'jobs job scheduled scheduler background', 'Quartz|quartz scheduler, jobrunr, db-scheduler'],
  ['.net messaging library', 'messaging messages bus consumers consumer', 'masstransit, nservicebus, rebus, Brighter, wolverine'],
  // Localization and search services
  ['translation management', 'translations translation translated translators localization localized strings', 'crowdin, lokalise, Phrase|phraseapp|phrase strings, transifex, poeditor, weblate, tolgee, smartling, locize'],
  ['client-side search', 'search index indexed client-side offline', 'lunr|lunr.js, flexsearch, fuse.js, pagefind, minisearch, orama'],
  ['managed database hosting', 'database db hosted managed instance instances', 'rds|amazon rds|aws rds, cloud sql|google cloud sql, azure database, supabase, Neon, heroku postgres, crunchy bridge, aiven, timescale cloud, turso, xata'],
  // ORMs, tests, linters, formatters and packages per language
  ['ruby orm', 'orm database db models queries query records', 'activerecord|active record, Sequel, rom-rb, mongoid'],
  ['php orm', 'orm database db models entities queries', 'Eloquent, Doctrine|doctrine orm, Propel, redbeanphp, cycle orm'],
  ['go test framework', 'test tests testing tested suite suites assertions specs', 'testify, ginkgo|gomega, goconvey, gocheck'],
  ['rust test runner', 'test tests testing runner', 'cargo test, nextest|cargo-nextest'],
  ['swift test framework', 'test tests testing tested unit', 'xctest, Nimble, swift testing|swift-testing'],
  ['c++ test framework', 'test tests testing tested unit suite', 'googletest|gtest|google test, catch2, doctest, boost.test, cpputest, cmocka, cunit, Criterion'],
  ['scala test framework', 'test tests testing tested suite', 'scalatest, specs2, munit, utest'],
  ['elixir test framework', 'test tests testing', 'exunit, espec'],
  ['load testing', 'load performance stress benchmark test tests testing tested', 'k6|grafana k6, jmeter|apache jmeter, gatling, locust, Artillery, vegeta, wrk'],
  ['contract testing', 'contract contracts consumer provider tests testing', 'pact, spring cloud contract, specmatic'],
  ['go formatter', 'format formatting formatter formatted', 'gofmt, gofumpt, goimports'],
  ['kotlin formatter', 'format formatting formatter formatted', 'ktfmt, ktlint'],
  ['java formatter', 'format formatting formatter formatted', 'google-java-format, palantir-java-format, prettier-java'],
  ['swift formatter', 'format formatting formatter formatted style', 'swiftformat, swift-format'],
  ['c/c++ formatter', 'format formatting formatter formatted style', 'clang-format, astyle, uncrustify'],
  ['php static analysis', 'static analysis lint linting types', 'phpstan, Psalm, phan'],
  ['php formatter', 'format formatting formatter formatted style', 'php-cs-fixer|php cs fixer, Pint|laravel pint, phpcbf'],
  ['c# formatter', 'format formatting formatter formatted style', 'csharpier, dotnet format'],
  ['css linter', 'css styles stylesheets lint linting linter', 'stylelint, csslint'],
  ['sql linter', 'sql lint linting linter format formatting', 'sqlfluff, sqlfmt'],
  ['.net package manager', 'packages package dependencies dependency restored', 'nuget, paket'],
  ['r package manager', 'packages dependencies environment lockfile', 'renv, packrat'],
  ['ocaml package manager', 'packages dependencies', 'opam, esy'],
  ['ruby version manager', 'ruby version versions pinned', 'rbenv, rvm, chruby'],
  ['process manager', 'process processes supervised supervisor restarts restarted daemon managed', 'systemd, supervisord|Supervisor, pm2, runit, s6, Forever, Upstart'],
  ['scheduler', 'scheduled schedule scheduling cron periodic jobs', 'cron|crontab, kubernetes cronjob|cronjob, eventbridge scheduler, cloud scheduler, sidekiq-cron, Whenever, celery beat, systemd timers'],
  // Security, systems and language toolchains
  ['password hashing', 'password passwords hashing hashed hash hashes', 'bcrypt, argon2|argon2id|argon2-cffi, scrypt, pbkdf2'],
  ['firewall', 'firewall firewalling packet filter filtering rules', 'iptables, nftables, ufw, firewalld, Pf'],
  ['bootloader', 'bootloader boot boots booting', 'grub|grub2|grub-efi, systemd-boot, u-boot, syslinux, refind'],
  ['haskell build tool', 'build builds built project', 'cabal, haskell stack'],
  ['ocaml build system', 'build builds built system', 'dune, ocamlbuild, oasis'],
  ['erlang build tool', 'build builds built release releases', 'rebar3|rebar, erlang.mk'],
  ['solidity toolchain', 'contracts contract tests test compile compiled deploy', 'hardhat, foundry, truffle, brownie, ape'],
  ['go terminal ui', 'terminal tui ui interface', 'tview, bubble tea|bubbletea, termui, gocui'],
  ['html to pdf renderer', 'pdf pdfs render rendering rendered renderer', 'wkhtmltopdf, weasyprint, princexml|prince, gotenberg'],
  ['mail server', 'mail smtp submission inbound outbound relay relays mta delivery handled', 'postfix, exim|exim4, sendmail, haraka, opensmtpd, maddy, stalwart, qmail'],
  ['dns server', 'dns zone zones resolver resolvers resolving served serves forwarding records nameserver nameservers', 'coredns, powerdns|pdns, bind9|BIND, unbound, dnsmasq, knot dns|knot resolver, nsd, technitium'],
  ['backup tool', 'backup backups backed snapshot snapshots restore restores archive', 'restic, borg|borgbackup|borg backup, duplicity, kopia, rsnapshot, bacula, duplicati, velero, tarsnap'],
  ['certificate authority', 'certs cert certificates certificate tls ssl issuer issuers issued acme', "let's encrypt|letsencrypt|lets encrypt|let encrypt, zerossl, buypass, google trust services, digicert, sectigo|comodo, globalsign, aws certificate manager|acm, google certificate manager, entrust, godaddy ssl"],
  ['template engine', 'template templates templating rendered render renders views view partials', 'jinja2|jinja, templ, handlebars|hbs, mustache, ejs, pug|jade, nunjucks, Liquid, erb, twig, Blade, thymeleaf, freemarker, Velocity, mako, tera, askama, heex, Razor, haml, Slim|slim templates, eex, smarty, Latte, marko, Dust|dustjs, hamlet, go templates|html/template|text/template, jte, pebble templates, handlebars.net, scriban, dotliquid, Chameleon, genshi, Cheetah'],
  ['graphql server', 'graphql server schema resolvers endpoint mounted', 'apollo server|apollo-server, graphql yoga|graphql-yoga, mercurius, express-graphql, hot chocolate, graphene, strawberry, gqlgen, absinthe, juniper, async-graphql, graphql-ruby, postgraphile, type-graphql'],
  ['go cache library', 'cache cached caching in-memory wrapper', 'groupcache, ristretto, bigcache, freecache, go-cache, golang-lru'],
  ['nim web framework', 'web framework http server routes', 'jester, prologue, httpbeast, karax'],
  ['vector tile server', 'tiles tile vector served serve server', 'pg_tileserv, martin, tegola, tileserver-gl|tileserver gl, t-rex'],
  // Roles added in subst-48, ecosystem by ecosystem. JavaScript and the web:
  ['frontend router', 'router routing routes route navigation pages', 'react-router|react router|react-router-dom, tanstack router|@tanstack/react-router, wouter, vue-router|vue router, reach router|@reach/router, page.js, navigo, universal-router'],
  ['form library', 'forms form validation fields inputs', 'react-hook-form|react hook form, formik, final-form|react-final-form, tanstack form|@tanstack/form, vee-validate, felte'],
  ['charting library', 'charts chart charting plots plot plotting graphs visualization visualizations rendered renders', 'chart.js|chartjs, recharts, highcharts|highcharter, echarts|apache echarts|echarts4r, plotly|plotly.js|ggplotly, apexcharts, nivo, victory charts, visx, amcharts, matplotlib, bokeh, altair, ggplot2, vega-lite, observable plot, uplot, chartist, google charts, billboard.js'],
  ['rich text editor', 'editor editors rich text wysiwyg', 'tiptap, prosemirror, Slate|slate.js, Quill|quill.js, Lexical, draft.js|draftjs, ckeditor|ckeditor 5, tinymce, editor.js|editorjs, froala, trix, milkdown, blocknote'],
  ['data grid', 'grid grids table tables rows columns', 'ag-grid|ag grid, tanstack table|react-table, handsontable, mui x data grid|mui data grid, glide data grid, revogrid, tabulator, datatables'],
  ['animation library', 'animation animations animated transitions motion', 'framer-motion|framer motion|motion one, react-spring, gsap|greensock, anime.js|animejs, lottie|lottie-web, auto-animate, popmotion'],
  ['markdown parser', 'markdown md parsed parser parsing rendered renders render', 'Marked|marked.js, markdown-it, remark, micromark, showdown, commonmark.js|commonmark, mdx, snarkdown, python-markdown, mistune, markdown2, goldmark, blackfriday, pulldown-cmark, comrak, redcarpet, kramdown, commonmarker, parsedown, league/commonmark, markdig, flexmark'],
  ['html sanitizer', 'sanitized sanitize sanitizes sanitizer sanitizing html xss', 'dompurify, sanitize-html, js-xss, bleach, nh3, ammonia, bluemonday, html sanitizer api, loofah, htmlpurifier, owasp java html sanitizer, jsoup safelist'],
  ['image processing library', 'images image processing processed', 'Sharp, jimp, imagemagick|magick, graphicsmagick, libvips|vips|pyvips, pillow|pil, squoosh, image-rs, imgproxy, thumbor, imageflow, skia'],
  ['pdf generation', 'pdf pdfs generated generates generate rendered renders render invoices reports', 'pdfkit, jspdf, react-pdf|@react-pdf/renderer, pdfmake, pdf-lib, reportlab, fpdf|fpdf2, tcpdf, dompdf, mpdf, itext|itextpdf, openpdf, pdfbox|apache pdfbox, openhtmltopdf|flying saucer, questpdf, prawn, wicked_pdf, grover, typst, latex|pdflatex|xelatex, pandoc, docraptor, pdfmonkey'],
  ['spreadsheet library', 'spreadsheet spreadsheets excel xlsx workbook workbooks sheets exported export', 'exceljs, sheetjs, openpyxl, xlsxwriter, apache poi, epplus, closedxml, npoi, phpspreadsheet, caxlsx|axlsx, rubyxl, excelize, calamine'],
  ['websocket library', 'websocket websockets ws socket sockets realtime connections', 'ws, socket.io, uwebsockets.js|uwebsockets|uws, sockjs, faye, websocket-node, gorilla/websocket, nhooyr.io/websocket|coder/websocket, tungstenite|tokio-tungstenite, python websockets, django channels, action cable|actioncable, anycable, signalr, reverb|laravel reverb, ratchet'],
  ['jwt library', 'jwt jwts token tokens signed signing verified verifies verification', 'jsonwebtoken, jose|panva/jose, jwt-decode, pyjwt, python-jose, authlib, golang-jwt|jwt-go, lestrrat-go/jwx, jjwt, nimbus jose|nimbus-jose-jwt, java-jwt|auth0 java-jwt, ruby-jwt, firebase/php-jwt, jsonwebtoken crate, system.identitymodel.tokens.jwt'],
  ['mock server', 'mock mocks mocked mocking stubbed stubs stub server http requests responses network', 'msw|mock service worker, nock, miragejs|mirage, json-server, wiremock, mockserver, stoplight prism, respx, httpretty, vcrpy|vcr.py, pollyjs|polly.js, webmock, fetch-mock, mockoon, httpmock, hoverfly'],
  ['api client generator', 'client clients generated generator sdk sdks codegen typed', 'openapi-typescript-codegen, openapi-fetch, orval, kubb, hey-api|@hey-api/openapi-ts, autorest, nswag, kiota, oapi-codegen, ogen, graphql-codegen|graphql code generator, genqlient'],
  ['web push service', 'web push service worker subscriptions', 'web-push, firebase web push, onesignal web push, pushpad'],
  ['browser storage', 'stored store storage persisted persist kept saved browser client-side token tokens', 'localstorage|window.localstorage, sessionstorage|window.sessionstorage, indexeddb, httponly cookie|httponly cookies, cache storage|cache api, opfs|origin private file system'],
  ['mobile secure storage', 'secure storage stored store persisted persist kept tokens token credentials secrets', 'keychain|ios keychain|react-native-keychain, android keystore, expo-secure-store|securestore, flutter_secure_storage|flutter secure storage, encryptedsharedpreferences|encrypted shared preferences, asyncstorage|@react-native-async-storage/async-storage, mmkv|react-native-mmkv, shared preferences|sharedpreferences, userdefaults|nsuserdefaults'],
  // Python
  ['python cli parser', 'cli command commands arguments argument args flags options parsing parsed parser subcommands', 'argparse, Click|python click, typer, docopt, python-fire, cement, cyclopts, plac'],
  ['python logging library', 'log logs logging logger structured', 'loguru, structlog, stdlib logging|python logging|logging module, eliot, logbook'],
  ['python concurrency', 'async concurrency concurrent event loop green threads coroutines', 'asyncio, trio, curio, gevent, eventlet, twisted, uvloop'],
  ['python build backend', 'build backend packaging packaged wheel wheels sdist pyproject', 'setuptools, hatchling, flit|flit-core|flit_core, poetry-core|poetry.core.masonry.api, pdm-backend, maturin, scikit-build|scikit-build-core, meson-python, setuptools-rust'],
  ['python version manager', 'python version versions pinned interpreter interpreters', 'pyenv, asdf, uv python, Mise, rye, conda, pyenv-win'],
  ['gradient boosting', 'boosting boosted gradient trees tree model models classifier trained training', 'xgboost, lightgbm, catboost, sklearn histgradientboosting|histgradientboostingclassifier|histgradientboostingregressor'],
  ['nlp library', 'nlp tokenization tokenizer tokenized ner entities text parsing', 'spacy, nltk, stanza, flair, gensim, textblob, corenlp|stanford corenlp'],
  ['array library', 'arrays array numerical numeric tensors vectorized', 'numpy|np, jax.numpy|jnp, cupy, pytorch tensors, dask array'],
  ['distributed training', 'distributed multi-gpu gpus gpu multi-node training trained parallel parallelism data-parallel wraps wrapped launched', 'dataparallel|torch.nn.dataparallel|nn.dataparallel, distributeddataparallel|ddp|torch.nn.parallel.distributeddataparallel, fsdp|fullyshardeddataparallel, deepspeed, horovod, megatron|megatron-lm, pytorch lightning strategies, colossalai'],
  ['model inference runtime', 'inference runtime runtimes runs served exported export optimized', 'onnx runtime|onnxruntime, tensorrt, openvino, tflite|tensorflow lite|litert, core ml|coreml, llama.cpp|ggml|gguf, mlc llm, executorch, ncnn, mnn, tvm|apache tvm'],
  ['ann index', 'ann index indexes indexed nearest neighbor neighbors neighbour similarity retrieval candidate candidates embeddings vector vectors', 'faiss, scann, annoy, hnswlib, nmslib, usearch, diskann, voyager, pynndescent'],
  ['text to speech', 'tts text-to-speech speech voices voice synthesized synthesis spoken audio', 'amazon polly|aws polly|Polly, elevenlabs|eleven labs, google cloud text-to-speech|google tts|cloud tts, azure tts|azure speech|azure cognitive services speech, coqui|coqui tts, piper tts, openai tts, playht|play.ht, wellsaid'],
  ['speech to text', 'transcription transcribed transcribe transcripts transcript stt speech-to-text speech recognition asr', 'whisper|openai whisper|whisper.cpp|faster-whisper, deepgram, assemblyai|assembly ai, aws transcribe|amazon transcribe, google speech-to-text|google stt, azure speech to text, rev.ai, speechmatics, vosk, kaldi, otter|otter.ai, gladia, soniox, ibm watson speech to text, nuance'],
  ['ocr engine', 'ocr text recognition extracted extraction scanned scans documents', 'tesseract|pytesseract, google cloud vision|google vision, aws textract|amazon textract|textract, azure document intelligence|azure form recognizer|form recognizer, abbyy, paddleocr, easyocr, doctr, mindee'],
  ['machine translation api', 'machine translation translated translate translates mt', 'deepl, google translate|google cloud translation, aws translate|amazon translate, azure translator|microsoft translator, modernmt, systran, libretranslate'],
  ['embedding model provider', 'embeddings embedding embed embedded vectors encoder', 'openai embeddings|text-embedding-3-small|text-embedding-3-large|text-embedding-ada-002, cohere embed, voyage ai|voyageai, sentence-transformers|sentence transformers, bge|bge-m3, nomic embed, jina embeddings'],
  // Go, Rust, JVM, .NET, Ruby, PHP, Swift, Elixir
  ['go http client', 'http client requests request calls', 'resty|go-resty, net/http client|http.client, imroc/req, fasthttp client, heimdall'],
  ['go postgres driver', 'driver postgres postgresql connections database db', 'pgx|jackc/pgx, lib/pq|pq, go-pg|go-pg/pg'],
  ['go dependency management', 'dependencies dependency deps vendored vendoring managed', 'go modules|go mod|go.mod, golang/dep|gopkg.toml, glide, godep, govendor'],
  ['rust logging', 'log logs logging logger structured diagnostics', 'tracing crate|tracing-subscriber, log crate|log::, env_logger, slog, fern, log4rs, flexi_logger, simplelog'],
  ['rust gui', 'gui ui desktop window windows widgets', 'egui|eframe, Iced, slint, druid, gtk-rs|gtk4-rs, fltk-rs, xilem, relm4'],
  ['rust web frontend', 'frontend front-end wasm web ui components', 'yew, leptos, dioxus, sycamore, perseus'],
  ['wasm toolchain', 'wasm webassembly target targets build builds built compiled compile toolchain bindings', 'emscripten|emsdk|emcc|wasm32-unknown-emscripten, wasm-bindgen|wasm-pack|wasm32-unknown-unknown, wasi-sdk|wasi|wasm32-wasi|wasm32-wasip1, assemblyscript, tinygo'],
  ['jvm logging facade', 'logging log logs logger facade api', 'slf4j, commons-logging|jakarta commons logging|jcl, jboss logging, log4j api|log4j-api, kotlin-logging|mu.kotlinlogging, flogger'],
  ['jvm connection pool', 'pool pooling pooled connections connection jdbc datasource', 'hikaricp|hikari, c3p0, apache dbcp|dbcp|dbcp2, tomcat jdbc pool|tomcat-jdbc, vibur, agroal'],
  ['jvm object mapper', 'mapping mapper mappers dto dtos converts conversion', 'mapstruct, modelmapper, dozer, orika, jmapper'],
  ['jvm cache library', 'cache cached caching in-memory local', 'caffeine, guava cache|cachebuilder, ehcache, cache2k, jcache'],
  ['servlet container', 'server servlet container embedded http app', 'tomcat|apache tomcat, jetty|eclipse jetty, undertow, netty, wildfly|jboss, glassfish|payara, websphere liberty|open liberty, weblogic'],
  ['jvm reactive library', 'reactive streams async asynchronous observables flows', 'rxjava|rxjava2|rxjava3|rxkotlin, project reactor, kotlin coroutines|kotlinx.coroutines|kotlin flow, mutiny|smallrye mutiny, akka streams|pekko streams, vert.x futures'],
  ['.net object mapper', 'mapping mapper mappers dto dtos', 'automapper, mapster, mapperly, tinymapper, expressmapper'],
  ['.net mediator', 'mediator commands command handlers queries dispatched dispatch', 'mediatr, martinothamar mediator, wolverine, brighter, cqrs-lite'],
  ['.net resilience', 'resilience retries retry retried circuit breaker policies transient', 'Polly|polly.extensions, microsoft.extensions.http.resilience|http resilience, steeltoe'],
  ['.net validation', 'validation validate validated validators validator rules', 'fluentvalidation, dataannotations|data annotations, validot'],
  ['.net web framework', 'web framework api server endpoints app', 'asp.net core|aspnetcore|asp.net core mvc, asp.net web api|web api 2, servicestack, nancyfx, fastendpoints, asp.net mvc 5|system.web, wcf|corewcf'],
  ['unity scripting backend', 'scripting backend compiled compile build builds player', 'Mono|mono scripting backend, il2cpp'],
  ['ruby serializer', 'serializer serializers serialized serialization json api responses', 'active_model_serializers|activemodel::serializer|ams, jbuilder, blueprinter, alba, jsonapi-serializer|fast_jsonapi, panko, rabl, oj serializers'],
  ['ruby authorization', 'authorization authorize authorized permissions permission policies policy abilities roles', 'pundit, cancancan|cancan, action_policy|actionpolicy, rolify, access-granted'],
  ['file upload library', 'uploads upload uploaded attachments attachment files images stored', 'active storage|activestorage, carrierwave, Shrine, paperclip, Dragonfly|dragonfly gem, refile, django-storages, multer, busboy, uppy, filepond, spatie medialibrary|laravel-medialibrary'],
  ['pagination library', 'pagination paginated paginate pages page', 'kaminari, will_paginate, pagy, django-paginator, django rest framework pagination'],
  ['php http client', 'http client requests request calls', 'guzzle|guzzlehttp, symfony httpclient|symfony http client, laravel http client|http::, curl|php curl, buzz, httplug'],
  ['php app server', 'server served serves workers production runtime', 'php-fpm|fpm, roadrunner, frankenphp, swoole|openswoole, laravel octane|octane, mod_php, reactphp'],
  ['swift image loader', 'image images loading loaded loader cached caching', 'kingfisher, sdwebimage|sdwebimageswiftui, Nuke|nukeui, alamofireimage, pinremoteimage'],
  ['swift linter', 'lint linting linter rules', 'swiftlint, swift-format lint|swift-format, periphery'],
  ['elixir json library', 'json encoding encoded decoding decoded serialization', 'Jason, Poison, jiffy, thoas'],
  ['elixir email library', 'email emails mail mailer mailers sent send delivery', 'swoosh, bamboo, mailman'],
  ['ecto adapter', 'adapter repo repos database db', 'postgrex|ecto.adapters.postgres, myxql|ecto.adapters.myxql|mariaex, ecto_sqlite3|ecto.adapters.sqlite3, tds|ecto.adapters.tds'],
  ['node email library', 'email emails mail mailer sent send transport smtp', 'nodemailer, emailjs, react-email|@react-email, mjml, email-templates'],
  // C and C++, graphics, audio, embedded
  ['c/c++ compiler', 'compiler compilers compiled compile compiles toolchain builds build', 'gcc|g++|gnu compiler collection, clang|clang++|llvm clang, msvc|cl.exe|visual c++, icc|icx|intel c++ compiler|intel oneapi dpc++, tcc|tiny c compiler, zig cc, nvc++|nvhpc, armcc|arm compiler|armclang, iar compiler, sdcc, xc8|xc16|xc32'],
  ['linker', 'linker linked link linking links', 'gnu ld|ld.bfd|bfd, ld.gold|gold linker, lld|ld.lld, mold, zld, link.exe'],
  ['memory allocator', 'allocator allocation allocations malloc heap memory', 'jemalloc, tcmalloc, mimalloc, glibc malloc|ptmalloc, snmalloc, rpmalloc, dlmalloc'],
  ['c++ json library', 'json parsing parsed parser parse serialization', 'nlohmann/json|nlohmann json|nlohmann, rapidjson, simdjson, jsoncpp, boost.json, yyjson, cjson, glaze, sajson, picojson'],
  ['c++ logging library', 'log logs logging logger', 'spdlog, glog|google logging, log4cplus, boost.log, plog, easylogging++|easyloggingpp, quill, loguru c++, nanolog, g3log'],
  ['immediate-mode or native gui toolkit', 'gui ui window windows widgets dialogs tools panels editor', 'dear imgui|imgui, nuklear, wxwidgets, fltk, nana, cegui, raygui'],
  ['c/c++ static analysis', 'static analysis analyzer analyzers lint linting checks', 'clang-tidy, cppcheck, coverity, pvs-studio, sonarqube cpp, facebook infer, clang static analyzer|scan-build, codechecker, flawfinder, polyspace'],
  ['graphics api', 'graphics rendering renderer render renders rendered backend gpu api', 'vulkan, opengl, opengl es|gles, directx 11|d3d11|direct3d 11, directx 12|d3d12|direct3d 12, Metal, webgpu|wgpu, webgl|webgl2, webglrenderer, webgpurenderer'],
  ['shading language', 'shaders shader written shading', 'glsl, hlsl, wgsl, msl|metal shading language, Slang, spir-v assembly'],
  ['shader compiler', 'shaders shader compiled compile compiler compiles spir-v', 'glslangvalidator|glslang, dxc|directx shader compiler, fxc, shaderc|glslc, spirv-cross, naga, slangc'],
  ['audio decoding library', 'audio decoding decode decoded decoder loading loaded samples sample wav mp3 files', 'libsndfile, dr_wav|dr_libs|dr_mp3|dr_flac, minimp3, stb_vorbis, juce audioformatmanager|audioformatmanager, ffmpeg|libavcodec, miniaudio, libvorbis, libopus|opusfile, audiotoolbox'],
  ['audio plugin framework', 'plugin plugins audio vst vst3 au clap', 'juce, iplug2, dpf|distrho plugin framework, vst3 sdk, nih-plug, clap sdk'],
  ['embedded debug output', 'logging log logs output printf console debug trace tracing goes sent', 'uart|uart0|uart1|serial console, rtt|segger rtt, swo|itm, semihosting, usb cdc|cdc acm'],
  ['iot messaging protocol', 'protocol messages telemetry devices device publish published', 'mqtt, coap, amqp, lwm2m, xmpp, stomp, dds'],
  ['mqtt broker', 'broker brokers mqtt publish publishes published subscribe subscribes subscribed topics telemetry', 'mosquitto|eclipse mosquitto, emqx, hivemq|hivemq cloud, vernemq, nanomq, aws iot core|iot core, azure iot hub|iot hub, Aedes, flespi, Mochi|mochi-mqtt'],
  ['industrial protocol', 'protocol fieldbus plc plcs devices', 'modbus|modbus tcp|modbus rtu, profinet, ethercat, opc ua|opc-ua, ethernet/ip, bacnet, can bus|canopen, profibus'],
  // Media formats and algorithms: one per use
  ['video codec', 'video codec codecs encoded encoding encodes transcoded transcoding streams', 'h.264|h264|avc|x264, h.265|h265|hevc|x265, vp8, vp9, av1|libaom|svt-av1, prores, mpeg-2'],
  ['audio codec', 'audio codec codecs encoded encoding encodes', 'aac, opus, mp3, vorbis|ogg vorbis, flac, alac, pcm, ac-3|ac3'],
  ['adaptive streaming protocol', 'streaming protocol protocols manifests manifest playlists', 'http live streaming, mpeg-dash|DASH, smooth streaming, webrtc, rtmp'],
  ['media segment container', 'segments segment container packaging packaged packager', 'mpeg-ts|mpegts|transport stream, fmp4|fragmented mp4|cmaf'],
  ['image format', 'images image served encoded format thumbnails converted', 'png, jpeg|jpg, webp, avif, gif, heic|heif, jpeg xl|jxl'],
  ['compression algorithm', 'compression compressed compresses compress compressing codec archives', 'gzip|gz, brotli, zstd|zstandard, lz4, snappy, deflate|zlib, xz|lzma, bzip2|bz2, lzo'],
  ['checksum algorithm', 'checksum checksums hash hashes hashed hashing digest digests fingerprint fingerprints', 'md5, sha-1|sha1, sha-256|sha256, sha-512|sha512, blake2|blake2b, blake3, xxhash|xxh3|xxh64, crc32|crc32c, murmurhash|murmur3'],
  ['jwt signing algorithm', 'signed signing signature signatures algorithm alg jwt jwts tokens token', 'hs256, hs512, rs256, rs512, es256, es384, ps256, eddsa|ed25519'],
  ['config file format', 'config configuration settings file files format written', 'yaml|yml, toml, ini|.ini, hcl, json5, jsonnet, dhall, properties file|.properties, xml config'],
  ['bazel external dependencies', 'external dependencies dependency deps declared declares', 'bzlmod|module.bazel, WORKSPACE|workspace.bazel|workspace file'],
  // Infrastructure, security, docs
  ['container runtime', 'runtime runtimes container containers nodes node cri', 'containerd, cri-o|crio, docker engine|dockerd|docker-shim|dockershim, podman, gvisor|runsc, kata containers|kata, firecracker, runc, crun, youki'],
  ['local kubernetes', 'local cluster clusters kubernetes development dev laptop', 'minikube, kind cluster|kind clusters|kubernetes in docker, k3d, k3s, microk8s, docker desktop kubernetes, rancher desktop, orbstack kubernetes'],
  ['kubernetes manifests tool', 'manifests manifest charts chart templated templating rendered overlays packaged kubernetes deploy deployed', 'helm|helm charts, kustomize, jsonnet|tanka, kapp, cdk8s, ytt|carvel ytt, timoni'],
  ['ingress controller', 'ingress controller traffic routed routing load balancer', 'ingress-nginx|nginx ingress, traefik ingress|traefik, Contour, kong ingress, aws load balancer controller|alb ingress controller|aws-load-balancer-controller, istio gateway, haproxy ingress, emissary-ingress, gke ingress'],
  ['cni plugin', 'cni network networking pod pods overlay policies', 'calico, cilium, flannel, weave net, aws vpc cni|amazon-vpc-cni, kube-router, antrea'],
  ['cluster autoscaler', 'autoscaling autoscaler autoscales scaled scaling nodes node provisioning provisioned', 'karpenter, cluster autoscaler|cluster-autoscaler, gke autopilot, keda'],
  ['policy engine', 'policy policies admission enforced enforcement rules', 'opa|open policy agent|gatekeeper|opa gatekeeper, kyverno, jspolicy, kubewarden, aws cedar|Cedar, styra'],
  ['authorization service', 'authorization authz permissions permission access checks check fine-grained', 'openfga, spicedb|authzed, oso|oso cloud, cerbos, permit.io, casbin, aserto, ory keto'],
  ['acme client', 'certs cert certificates certificate renewal renewed renews issued tls acme', 'certbot, acme.sh, cert-manager, lego, dehydrated, caddy automatic https, traefik acme, win-acme'],
  ['vulnerability scanner', 'vulnerabilities vulnerability vulns cve cves scanning scanned scans scanner security dependencies images', 'trivy, grype, snyk, clair, anchore, dependency-check|owasp dependency-check, npm audit, pip-audit, osv-scanner, docker scout, whitesource, black duck'],
  ['secret scanner', 'secrets secret leaked leaks scanning scanned scans scanner credentials', 'gitleaks, trufflehog, detect-secrets, git-secrets, ggshield|gitguardian, talisman, github secret scanning'],
  ['sast tool', 'static analysis sast security scanning scanned scans code scanning findings', 'semgrep, codeql, sonarqube|sonarcloud, checkmarx, veracode, bandit, brakeman, gosec, fortify, snyk code'],
  ['artifact signing', 'signed signing signs signatures signature artifacts artifact images binaries releases', 'cosign|sigstore, notary v2, minisign, signtool, codesign, in-toto'],
  ['vpn', 'vpn tunnel tunnels network networking mesh private access', 'wireguard, openvpn, tailscale, zerotier, ipsec|strongswan, slack nebula, netbird, headscale, cloudflare warp, pritunl, aws client vpn'],
  ['bastion access', 'ssh access bastion jump host hosts sessions shell production servers', 'teleport, hashicorp boundary|Boundary, aws ssm session manager, strongdm, tailscale ssh, cloudflare access, iap tunnel|identity-aware proxy'],
  ['dev tunnel', 'tunnel tunnels expose exposed localhost public url webhook', 'ngrok, cloudflare tunnel|cloudflared, localtunnel, tailscale funnel, localhost.run, serveo'],
  ['dev environment', 'development dev environment environments shell toolchain contributors setup', 'nix|nix shell|nix-shell|nix flake|flake.nix|devshell, devbox, devenv, devcontainer|devcontainers|dev container|dev containers, vagrant, github codespaces|codespaces, gitpod, daytona'],
  ['graph database', 'graph database db nodes edges queries relationships', 'neo4j, amazon neptune|Neptune, arangodb, dgraph, janusgraph, tigergraph, memgraph, nebulagraph, orientdb, cosmos db gremlin'],
  ['time-series database', 'time-series timeseries time series metrics samples points database db stored', 'influxdb|influx, timescaledb|timescale, questdb, victoriametrics, graphite whisper, opentsdb, kdb+|kdb, iotdb|apache iotdb, tdengine, griddb'],
  ['embedded key-value store', 'key-value kv embedded store storage engine on-disk persisted', 'rocksdb, leveldb, lmdb, badger|badgerdb, bbolt|boltdb, Pebble, Sled, wiredtiger, berkeley db|bdb, redb'],
  ['postgres connection pooler', 'pooler pooling pool connections connection', 'pgbouncer, pgpool|pgpool-ii, odyssey, pgcat, rds proxy|amazon rds proxy, supavisor, pgdog'],
  ['session replay', 'session replay replays recordings recording recorded heatmaps', 'fullstory, logrocket, hotjar, smartlook, microsoft clarity, posthog session replay, mouseflow, sentry session replay, datadog session replay, highlight.io'],
  ['status page', 'status page incidents incident uptime outage outages', 'statuspage|atlassian statuspage|statuspage.io, instatus, cachet, better stack status|betteruptime status, status.io, sorryapp, upptime'],
  ['continuous profiling', 'profiling profiler profiles profile flame graphs cpu continuous', 'pyroscope|grafana pyroscope, parca, datadog continuous profiler|datadog profiler, polar signals, elastic universal profiling, google cloud profiler|cloud profiler, async-profiler'],
  ['diagram tool', 'diagrams diagram drawn architecture charts flowcharts', 'mermaid, plantuml, graphviz, draw.io|diagrams.net, excalidraw, d2, structurizr, lucidchart, miro, kroki, mingrammer diagrams'],
  ['api specification format', 'api spec specs specification contract described description schema', 'openapi|openapi 3|swagger|swagger 2.0, raml, api blueprint, asyncapi, typespec|cadl, smithy, graphql sdl, protobuf idl'],
  ['team wiki', 'wiki docs documentation pages page runbooks runbook handbook knowledge base', 'confluence, notion, outline wiki|getoutline, bookstack, wiki.js, mediawiki, github wiki, dokuwiki, slab, guru, coda, nuclino, tettra, xwiki'],
  ['prose linter', 'prose docs documentation writing style lint linting linted linter', 'Vale, write-good, textlint, proselint, languagetool'],
  ['markdown linter', 'markdown md lint linting linted linter', 'markdownlint|markdownlint-cli|markdownlint-cli2, remark-lint, mdl, pymarkdown'],
  ['nix formatter', 'format formatting formatter formatted nix', 'nixfmt|nixfmt-rfc-style, alejandra, nixpkgs-fmt'],
  ['lua formatter', 'format formatting formatter formatted lua', 'stylua, lua-format|luaformatter, lua-fmt'],
  ['haskell formatter', 'format formatting formatter formatted', 'ormolu, fourmolu, stylish-haskell, brittany, floskell'],
  ['kotlin linter', 'lint linting linter static analysis rules', 'detekt, ktlint, android lint, diktat'],
  ['terraform linter', 'lint linting linter scanning scanned checks policy', 'tflint, tfsec, checkov, terrascan, trivy config, kics'],
  // Games
  ['unity ui system', 'ui menus menu hud screens canvases canvas panels', 'ugui|unity ui|unity.ui, ui toolkit|uitoolkit|ui elements|uielements|uxml, ngui, noesisgui|noesis'],
  ['unity render pipeline', 'render pipeline rendering renderer graphics shaders', 'urp|universal render pipeline|lwrp, hdrp|high definition render pipeline, built-in render pipeline|birp|built-in pipeline'],
  ['unity input', 'input handling controls bindings actions keyboard gamepad', 'input manager|legacy input manager|input.getkey, new input system|unity input system|inputsystem, rewired, incontrol'],
  ['bevy input', 'input handling actions bindings keyboard gamepad', 'leafwing-input-manager|leafwing input manager, bevy_enhanced_input, buttoninput|button input|input<keycode>'],
  ['unity asset loading', 'assets asset loading loaded loads content bundles remote', 'addressables|unity addressables, assetbundles|asset bundles, resources.load|resources folder'],
  ['game dialogue system', 'dialogue dialog conversations branching narrative scripts', 'yarn spinner|yarnspinner, inkle ink, dialogue system for unity|pixel crushers dialogue system, articy|articy:draft, dialogic'],
  ['tweening library', 'tween tweens tweening animations easing', 'dotween, leantween, itween, primetween, gsap tweens, tween.js|@tweenjs/tween.js'],
  // Third-party data feeds and domain services a project takes from one provider at a time
  ['exchange rate provider', 'exchange rates rate fx currency currencies conversion forex quotes feed', 'ecb|european central bank|ecb reference rates, open exchange rates|openexchangerates|openexchangerates.org, fixer|fixer.io, currencylayer, exchangerate-api|exchangerate.host, xe|xe.com, oanda, frankfurter|frankfurter.app, currencyapi|currencyapi.com, currencybeacon'],
  ['blockchain rpc provider', 'rpc node nodes provider endpoint blockchain ethereum chain web3 calls', 'infura, Alchemy, quicknode, ankr, chainstack, moralis, getblock, blast api, llamanodes|llamarpc, drpc, tenderly'],
  ['bank data aggregator', 'bank banking accounts account transactions aggregation open data', 'plaid, truelayer, yodlee|envestnet yodlee, finicity, MX Technologies, salt edge|saltedge, akoya, belvo, teller.io, basiq, flinks, nordigen|gocardless bank account data'],
  ['weather data provider', 'weather forecast forecasts forecasting observations conditions meteorological', 'openweathermap|openweather|owm, open-meteo|open meteo, weatherapi|weatherapi.com, tomorrow.io|climacell, accuweather, dark sky|darksky, visual crossing, weatherbit, meteomatics, met norway|yr.no|met.no, noaa|nws|national weather service, aerisweather|xweather, weather underground|wunderground, meteostat, pirate weather'],
  ['vessel data provider', 'vessel vessels ship ships ais positions schedules tracking maritime', 'marinetraffic, spire maritime|Spire, vesselfinder, exactearth, orbcomm, kpler, myshiptracking, datalastic'],
  ['lorawan network server', 'lorawan network server lns gateways devices sensors', 'the things stack|the things network|ttn, chirpstack, loriot, actility|thingpark, Helium, aws iot core for lorawan, senet'],
  ['webrtc media server', 'sfu mcu media server webrtc video calls conferencing rooms', 'Janus|janus gateway, mediasoup, jitsi videobridge|jvb, livekit, ion-sfu, kurento, medooze, galene, ant media server|ant media, twilio video, agora, daily.co, 100ms, vonage video|opentok'],
  ['plagiarism detection', 'plagiarism similarity originality checks checked checking essays submissions', 'turnitin, copyleaks, unicheck, ouriginal|urkund, plagscan, plagiarismcheck|plagiarismcheck.org, quetext, copyscape, ithenticate'],
  ['crdt or ot library', 'collaborative collaboration editing co-editing sync synced syncs crdt crdts ot transforms', 'yjs, automerge, sharedb, ot.js, loro, diamond types'],
  ['yjs provider', 'provider providers backend server sync synced collaboration', 'y-websocket, hocuspocus|@hocuspocus/server, y-sweet, y-webrtc, y-redis, partykit|y-partykit, liveblocks yjs'],
  ['report designer', 'reports report reporting statistics printed generated rendered', 'crystal reports, ssrs|sql server reporting services, jasperreports|jasper reports, birt|eclipse birt, pentaho reporting, activereports, telerik reporting, stimulsoft, fastreport|fastreports, devexpress reports|xtrareports, oracle reports, bold reports'],
  ['enterprise job scheduler', 'batch jobs job scheduled scheduler scheduling workload automation', 'control-m|bmc control-m, autosys, tivoli workload scheduler|ibm workload scheduler, redwood runmyjobs|redwood, stonebranch, tidal automation, automic|uc4, jams scheduler, rundeck, activebatch, Quartz|quartz scheduler'],
  ['fhir server', 'fhir server endpoint api store backend resources', 'hapi fhir|hapi fhir server|hapi-fhir, azure health data services|azure api for fhir, google cloud healthcare api|cloud healthcare api, aws healthlake|amazon healthlake|healthlake, smile cdr|smilecdr, ibm fhir server, medplum, firely server, aidbox'],
  ['hl7 v2 library', 'hl7 parse parsed parsing parser messages', 'hl7apy, python-hl7, hapi hl7v2|hapi hl7, nhapi, simple-hl7, node-hl7-complete, hl7-parser'],
  ['clock synchronization', 'clock clocks time sync synced synchronization synchronized', 'chrony|chronyd, ntpd, systemd-timesyncd|timesyncd, ptp4l|linuxptp, openntpd, w32time'],
  ['hpc container runtime', 'container containers image images cluster hpc processes jobs', 'singularity|apptainer, docker, podman, charliecloud, shifter, enroot, sarus'],
  ['container base image', 'base image images container containers built', 'alpine|alpine linux, distroless, debian slim|debian-slim, ubi|red hat ubi|ubi8|ubi9, wolfi|chainguard, busybox, amazon linux|al2023'],
  ['barcode scanning sdk', 'barcode barcodes scan scans scanned scanning scanner qr codes', 'zxing|zxing-cpp, scandit, dynamsoft|dynamsoft barcode reader, ml kit|google ml kit|ml kit barcode scanning, zbar, scanbot|scanbot sdk, cognex mobile barcode, quaggajs|quagga2, html5-qrcode, visionkit|datascannerviewcontroller'],
  ['realtime push transport', 'live real-time realtime push pushed streams streamed streaming updates receives events', 'websockets|websocket|web sockets, server-sent events|eventsource, long polling|long-polling, socket.io, signalr, webtransport, mqtt'],
  // Science and robotics tools a pipeline or stack normally runs one of
  ['read aligner', 'alignment aligned aligner aligns align reads mapping mapped', 'bwa|bwa-mem|bwa mem, bwa-mem2, bowtie2, minimap2, hisat2, novoalign, dragen, subread'],
  ['duplicate marking', 'duplicates duplicate marked marks marking dedup', 'picard markduplicates|markduplicates, samtools markdup|markdup, sambamba markdup, markduplicatesspark, umi-tools dedup'],
  ['variant annotation', 'variant variants annotation annotated annotates annotate', 'annovar, vep|ensembl vep|variant effect predictor, snpeff, funcotator, vcfanno, oncotator'],
  ['mixed model package', 'mixed models model fit fitted glmm lmm regression', 'lme4, glmmtmb, nlme, brms, rstanarm, mixedmodels.jl'],
  ['nav2 global planner', 'global planner planning path paths', 'navfn|navfnplanner, smacplanner2d, smacplannerhybrid, smacplannerlattice, thetastarplanner'],
  ['robot simulator', 'simulation simulator sim simulated', 'gazebo classic|gazebo 11, gazebo sim|gz sim|ignition gazebo|gazebo harmonic|gazebo garden|gazebo fortress, webots, isaac sim, coppeliasim|v-rep, carla, airsim'],
  ['roblox framework', 'framework services controllers networking remotes', 'Knit, aerogel, flamework, matter ecs, roblox-ts|roblox ts'],
];

/**
 * Groups whose members normally coexist: a repo has several languages and platforms, a cache next to its
 * database. Two sides naming different members differ only when they state the same subject; otherwise
 * the members tell two parts apart ("the Go service" / "the Python service").
 */
const COEXISTING: Row[] = [
  ['output stream', 'output printed print written logs', 'stdout, stderr'],
];

/**
 * Context: a note's language or platform says which part of a repo it is about ("the Go service", "the
 * iOS app"); a "Go" note and a "Rust" note are about two parts more often than about one rewrite.
 */
const CONTEXT: Row[] = [
  ['programming language', 'language languages code written', 'python, golang, rust, java, kotlin, swift, objective-c|objc, c#|csharp, f#|fsharp, ruby, php, elixir, erlang, scala, clojure, haskell, typescript|ts, javascript|js, dart, lua, perl, julia, c++|cpp, zig, nim, ocaml, groovy, crystal'],
  ['runtime platform', 'runtime platform', '.net|dotnet|.net core|.net framework, jvm, Beam, wasm|webassembly'],
  ['client platform', 'platform platforms client clients app apps', 'ios, android, Web|webapp, macos, Windows, linux, watchos, tvos, wearos'],
];

function rows(list: Row[], exclusive: boolean, contextOnly = false): AlternativeGroup[] {
  return list.map(([role, roleWords, names]) => ({
    role,
    exclusive,
    contextOnly,
    roleStems: new Set(roleWords.split(/\s+/).filter(Boolean).flatMap((w) => wordTerms(w))),
    members: names.split(/,\s*/).map((m) => m.split('|').map((s) => s.trim())),
  }));
}

export const ALTERNATIVE_GROUPS: AlternativeGroup[] = [...rows(EXCLUSIVE, true), ...rows(COEXISTING, false), ...rows(CONTEXT, false, true)];

export interface Membership {
  group: number;
  /** The member's first spelling: what both sides are compared by. */
  name: string;
}

/** spelling (tokens' lower-case forms joined by spaces) → the groups it is a member of */
export const ALTERNATIVE_INDEX = new Map<string, Membership[]>();
/** Spellings that match only as written (a capital in the catalogue): "Render", "Drone". */
export const CASED_SPELLINGS = new Map<string, string>();
/** Every first part of a spelling written as several words ("google", "google cloud"): when to read on. */
export const SPELLING_PREFIXES = new Set<string>();
/**
 * First words of spellings of several words that are function words with no term of their own ("local disk",
 * "Let's Encrypt", "HERE Maps", "CAN bus"): a clause's word with no term is read on as a name only from these.
 */
export const TERMLESS_FIRST_WORDS = new Set<string>();

ALTERNATIVE_GROUPS.forEach((g, group) => {
  for (const spellings of g.members) {
    const name = spellings[0]!.toLowerCase();
    for (const written of spellings) {
      const key = written.toLowerCase();
      if (key !== written) CASED_SPELLINGS.set(key, written);
      const list = ALTERNATIVE_INDEX.get(key) ?? [];
      if (!list.some((m) => m.group === group)) list.push({ group, name });
      ALTERNATIVE_INDEX.set(key, list);
      const words = key.split(' ');
      for (let n = 1; n < words.length; n++) SPELLING_PREFIXES.add(words.slice(0, n).join(' '));
      if (words.length > 1 && wordTerms(words[0]!).length === 0) TERMLESS_FIRST_WORDS.add(words[0]!);
    }
  }
});

/** group and member name → every spelling of the member, for looking it up in a text */
const SPELLINGS = new Map<string, string[]>();
ALTERNATIVE_GROUPS.forEach((g, group) => {
  for (const spellings of g.members) SPELLINGS.set(`${group} ${spellings[0]!.toLowerCase()}`, spellings.map((s) => s.toLowerCase()));
});

export function spellingsOf(group: number, name: string): string[] {
  return SPELLINGS.get(`${group} ${name}`) ?? [name];
}
