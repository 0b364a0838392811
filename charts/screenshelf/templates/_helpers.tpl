{{/*
Names. Every object is "<fullname>-<component>", where the component is a
service (gateway, catalog, ...) or an infrastructure piece (postgres, kafka, ...).
*/}}
{{- define "screenshelf.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "screenshelf.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/* Name of one component's objects. Call with (dict "root" $ "component" "catalog"). */}}
{{- define "screenshelf.componentName" -}}
{{- printf "%s-%s" (include "screenshelf.fullname" .root) .component | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "screenshelf.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Labels. part-of=screenshelf is what the NetworkPolicies let in to the gRPC
services and the infrastructure. Call with (dict "root" $ "component" "catalog").
*/}}
{{- define "screenshelf.selectorLabels" -}}
app.kubernetes.io/name: {{ include "screenshelf.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "screenshelf.labels" -}}
helm.sh/chart: {{ include "screenshelf.chart" .root }}
{{ include "screenshelf.selectorLabels" . }}
app.kubernetes.io/part-of: screenshelf
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end }}

{{/* Labels of the whole release, for objects that belong to no one component. */}}
{{- define "screenshelf.releaseLabels" -}}
helm.sh/chart: {{ include "screenshelf.chart" . }}
app.kubernetes.io/name: {{ include "screenshelf.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/part-of: screenshelf
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/*
A service's image: its own `image` when set (a full reference, as skaffold
injects), else <image.registry>/<image.prefix><service>:<image.tag or appVersion>.
Call with (dict "root" $ "name" "catalog" "svc" $svc).
*/}}
{{- define "screenshelf.image" -}}
{{- if .svc.image }}
{{- .svc.image }}
{{- else }}
{{- $repo := printf "%s%s" .root.Values.image.prefix .name }}
{{- with .root.Values.image.registry }}{{ $repo = printf "%s/%s" (trimSuffix "/" .) $repo }}{{ end }}
{{- printf "%s:%s" $repo (default .root.Chart.AppVersion .root.Values.image.tag | toString) }}
{{- end }}
{{- end }}

{{/*
The variable that tells a service its listening port: PORT for the gateway (HTTP),
<NAME>_GRPC_PORT for a gRPC service; `portEnv` overrides.
*/}}
{{- define "screenshelf.portEnv" -}}
{{- if .svc.portEnv }}{{ .svc.portEnv }}
{{- else if .svc.grpc }}{{ printf "%s_GRPC_PORT" (upper .name) }}
{{- else }}PORT
{{- end }}
{{- end }}

{{/* Fewest replicas a service runs with: the HPA minimum when autoscaled. */}}
{{- define "screenshelf.minReplicas" -}}
{{- if and .hpa .hpa.enabled }}{{ .hpa.min | int }}{{ else }}{{ .replicas | int }}{{ end }}
{{- end }}

{{/*
The Secret one service reads its keys from: services.<name>.existingSecret, else
secrets.existingSecret, else the chart's own <release>-<name> (development).
Call with (dict "root" $ "name" "catalog" "svc" $svc).
*/}}
{{- define "screenshelf.secretName" -}}
{{- if .svc.existingSecret }}{{ .svc.existingSecret }}
{{- else if .root.Values.secrets.existingSecret }}{{ .root.Values.secrets.existingSecret }}
{{- else }}{{ include "screenshelf.componentName" (dict "root" .root "component" .name) }}
{{- end }}
{{- end }}

{{/* Whether the chart renders the services' Secrets itself (no existing Secret anywhere). */}}
{{- define "screenshelf.chartSecrets" -}}
{{- if not .Values.secrets.existingSecret }}true{{ end }}
{{- end }}

{{/*
The secret keys one service gets, as a JSON list of {env, key, optional, value, generated}:
env is the variable, key the Secret's key (deploy/README.md lists them), value what the chart's own
Secret holds in development ("" = left out), generated: INTERNAL_TOKEN_SECRET and AUTH_SECRET, made
once by secret.yaml. Driven by services.<name>.uses, so a pod gets only what it uses.
Call with (dict "root" $ "name" "catalog" "svc" $svc).
*/}}
{{- define "screenshelf.secretEntries" -}}
{{- $v := .root.Values }}
{{- $uses := .svc.uses | default list }}
{{- $prod := eq $v.config.nodeEnv "production" }}
{{- $chart := and (include "screenshelf.chartSecrets" .root) (not .svc.existingSecret) }}
{{- $list := list (dict "env" "INTERNAL_TOKEN_SECRET" "key" "INTERNAL_TOKEN_SECRET" "generated" true "value" $v.secrets.internalTokenSecret) }}
{{- if has "auth" $uses }}
{{- $list = append $list (dict "env" "AUTH_SECRET" "key" "AUTH_SECRET" "generated" true) }}
{{- end }}
{{- if has "postgres" $uses }}
{{- $url := "" }}{{ if $chart }}{{ $url = include "screenshelf.postgresUrl" .root }}{{ end }}
{{- $list = append $list (dict "env" "POSTGRES_URL" "key" (printf "%s_POSTGRES_URL" (upper .name)) "value" $url) }}
{{- end }}
{{- if has "redis" $uses }}
{{- $url := "" }}{{ if $chart }}{{ $url = include "screenshelf.redisUrl" .root }}{{ end }}
{{- $list = append $list (dict "env" "REDIS_URL" "key" "REDIS_URL" "value" $url) }}
{{- end }}
{{- if has "elasticsearch" $uses }}
{{- $url := "" }}{{ if $chart }}{{ $url = include "screenshelf.elasticsearchUrl" .root }}{{ end }}
{{- $list = append $list (dict "env" "ELASTICSEARCH_URL" "key" "ELASTICSEARCH_URL" "value" $url) }}
{{- end }}
{{- if and (has "kafka" $uses) $v.kafka.sasl.mechanism }}
{{- $list = append $list (dict "env" "KAFKA_SASL_PASSWORD" "key" "KAFKA_SASL_PASSWORD" "value" "") }}
{{- end }}
{{- if has "oidc" $uses }}
{{- $list = append $list (dict "env" "OIDC_CLIENT_SECRET" "key" "OIDC_CLIENT_SECRET" "value" $v.secrets.oidcClientSecret "optional" (not $prod)) }}
{{- end }}
{{- if has "payments" $uses }}
{{- $list = append $list (dict "env" "PAYMENTS_SECRET_KEY" "key" "PAYMENTS_SECRET_KEY" "value" $v.secrets.paymentsSecretKey "optional" (not $prod)) }}
{{- end }}
{{- if has "mail" $uses }}
{{- $list = append $list (dict "env" "SMTP_URL" "key" "SMTP_URL" "value" $v.secrets.smtpUrl "optional" (not $prod)) }}
{{- end }}
{{- if has "chatModel" $uses }}
{{- $list = append $list (dict "env" "CHAT_MODEL_KEY" "key" "CHAT_MODEL_KEY" "value" $v.secrets.chatModelKey "optional" true) }}
{{- end }}
{{- if and (has "embeddings" $uses) (not $v.embeddings.deploy) $v.embeddings.url }}
{{- $list = append $list (dict "env" "EMBEDDINGS_API_KEY" "key" "EMBEDDINGS_API_KEY" "value" "" "optional" true) }}
{{- end }}
{{- toJson $list }}
{{- end }}

{{/*
The shared, non-secret environment every service gets (the ConfigMap's data, and inline in the hook
Jobs, which run before the ConfigMap exists), as YAML NAME: "value".
*/}}
{{- define "screenshelf.sharedEnv" -}}
NODE_ENV: {{ .Values.config.nodeEnv | quote }}
LOG_LEVEL: {{ .Values.config.logLevel | quote }}
{{- /* Servers listen on loopback unless told otherwise; in a pod they serve the pod's network. */}}
BIND_HOST: "0.0.0.0"
KAFKA_BROKERS: {{ include "screenshelf.kafkaBrokers" . | quote }}
{{- if .Values.kafka.tls.enabled }}
KAFKA_SSL: "true"
{{- if .Values.kafka.tls.caConfigMap }}
KAFKA_SSL_CA: "/etc/screenshelf/kafka-ca/ca.crt"
{{- end }}
{{- end }}
{{- with .Values.kafka.sasl.mechanism }}
KAFKA_SASL_MECHANISM: {{ . | quote }}
KAFKA_SASL_USERNAME: {{ required "kafka.sasl.username is required with kafka.sasl.mechanism" $.Values.kafka.sasl.username | quote }}
{{- with $.Values.kafka.sasl.awsAuthorizationIdentity }}
KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY: {{ . | quote }}
{{- end }}
{{- end }}
{{- if include "screenshelf.topicsJob" . }}
{{- /* The topics Job created them with their partitions and retention. */}}
KAFKA_CREATE_TOPICS: "false"
{{- end }}
{{- /* Where each enabled gRPC service is: one DNS name per pod behind a headless Service, which the
       clients spread calls over (round_robin), or the ClusterIP Service. */}}
{{- range $name, $svc := .Values.services }}
{{- if and $svc.enabled $svc.grpc }}
{{ upper $name }}_ADDR: {{ include "screenshelf.grpcAddress" (dict "root" $ "name" $name "svc" $svc) | quote }}
{{- end }}
{{- end }}
{{- range $key, $value := .Values.config.extraEnv }}
{{ $key }}: {{ $value | toString | quote }}
{{- end }}
{{- end }}

{{/* A gRPC service's address for its clients. Call with (dict "root" $ "name" "catalog" "svc" $svc). */}}
{{- define "screenshelf.grpcAddress" -}}
{{- $host := include "screenshelf.componentName" (dict "root" .root "component" .name) }}
{{- if eq .root.Values.grpc.addresses "headless" }}
{{- printf "dns:///%s-headless:%v" $host .svc.port }}
{{- else }}
{{- printf "%s:%v" $host .svc.port }}
{{- end }}
{{- end }}

{{/* "true" when the Kafka topics Job runs (kafka.topics.createJob, auto: external Kafka). */}}
{{- define "screenshelf.topicsJob" -}}
{{- $job := .Values.kafka.topics.createJob | toString }}
{{- if or (eq $job "true") (and (eq $job "auto") (not .Values.infra.inCluster)) }}true{{ end }}
{{- end }}

{{/* "true" when the migrations run in hook Jobs (migrations.job, auto: external infrastructure). */}}
{{- define "screenshelf.migrateJob" -}}
{{- $job := .Values.migrations.job | toString }}
{{- if or (eq $job "true") (and (eq $job "auto") (not .Values.infra.inCluster)) }}true{{ end }}
{{- end }}

{{/* The in-cluster S3 server's URL (development). */}}
{{- define "screenshelf.s3Endpoint" -}}
{{- if .Values.objectStorage.endpoint }}{{ .Values.objectStorage.endpoint }}
{{- else if and .Values.infra.inCluster .Values.infra.s3.enabled }}
{{- printf "http://%s:5000" (include "screenshelf.componentName" (dict "root" . "component" "s3")) }}
{{- end }}
{{- end }}

{{/* The embeddings endpoint search and chatbot use: the release's own server, or embeddings.url. */}}
{{- define "screenshelf.embeddingsUrl" -}}
{{- if .Values.embeddings.deploy }}
{{- printf "http://%s:%v" (include "screenshelf.componentName" (dict "root" . "component" "embeddings")) .Values.embeddings.port }}
{{- else }}{{ .Values.embeddings.url }}
{{- end }}
{{- end }}

{{/*
A service's whole environment besides the shared ConfigMap: its port, its secrets (secretKeyRef, one
key each), what its `uses` need, its file storage, metrics and services.<name>.env.
Call with (dict "root" $ "name" "catalog" "svc" $svc).
*/}}
{{- define "screenshelf.serviceEnv" -}}
{{- $v := .root.Values }}
{{- $uses := .svc.uses | default list }}
{{- $secretName := include "screenshelf.secretName" . }}
{{- $chartSecrets := and (include "screenshelf.chartSecrets" .root) (not .svc.existingSecret) }}
- name: {{ include "screenshelf.portEnv" (dict "name" .name "svc" .svc) }}
  value: {{ .svc.port | quote }}
{{- range include "screenshelf.secretEntries" . | fromJsonArray }}
{{- if or (not $chartSecrets) .generated .value }}
- name: {{ .env }}
  valueFrom:
    secretKeyRef:
      name: {{ $secretName }}
      key: {{ .key }}
      {{- if and .optional (not $chartSecrets) }}
      optional: true
      {{- end }}
{{- end }}
{{- end }}
{{- if and (or (has "auth" $uses) (has "mail" $uses)) $v.publicUrl }}
- name: PUBLIC_URL
  value: {{ $v.publicUrl | quote }}
{{- end }}
{{- if and (has "mail" $uses) $v.mail.from }}
- name: MAIL_FROM
  value: {{ $v.mail.from | quote }}
{{- end }}
{{- if has "oidc" $uses }}
{{- with $v.oidc.issuer }}
- name: OIDC_ISSUER
  value: {{ . | quote }}
{{- end }}
{{- with $v.oidc.clientId }}
- name: OIDC_CLIENT_ID
  value: {{ . | quote }}
{{- end }}
{{- with $v.oidc.adminEmails }}
- name: IDENTITY_ADMIN_EMAILS
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- if has "payments" $uses }}
- name: PAYMENTS_BASE_URL
  value: {{ $v.payments.baseUrl | quote }}
- name: PAYMENTS_TIMEOUT_MS
  value: {{ $v.payments.timeoutMs | toString | quote }}
{{- end }}
{{- if has "embeddings" $uses }}
{{- /* Always set: empty turns vectors off (keyword retrieval only) rather than a local default. */}}
- name: EMBEDDINGS_URL
  value: {{ include "screenshelf.embeddingsUrl" .root | quote }}
{{- with $v.embeddings.model }}
- name: EMBEDDINGS_MODEL
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- if and (has "chatModel" $uses) $v.chatModel.url }}
- name: CHAT_MODEL_URL
  value: {{ $v.chatModel.url | quote }}
- name: CHAT_MODEL_NAME
  value: {{ required "chatModel.name is required with chatModel.url" $v.chatModel.name | quote }}
{{- end }}
{{- with include "screenshelf.storageEnv" (dict "root" .root "name" .name "storage" .svc.storage) | trim }}
{{ . }}
{{- end }}
{{- if $v.metrics.enabled }}
- name: METRICS_PORT
  value: {{ $v.metrics.port | quote }}
{{- end }}
{{- range $key, $value := .svc.env }}
- name: {{ $key }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- end }}

{{/* The volumes every service pod mounts besides its own: /tmp, and the Kafka CA when given. */}}
{{- define "screenshelf.kafkaCaVolume" -}}
{{- if and .Values.kafka.tls.enabled .Values.kafka.tls.caConfigMap }}
- name: kafka-ca
  configMap:
    name: {{ .Values.kafka.tls.caConfigMap }}
{{- end }}
{{- end }}
{{- define "screenshelf.kafkaCaMount" -}}
{{- if and .Values.kafka.tls.enabled .Values.kafka.tls.caConfigMap }}
- name: kafka-ca
  mountPath: /etc/screenshelf/kafka-ca
  readOnly: true
{{- end }}
{{- end }}

{{- define "screenshelf.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "screenshelf.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/*
Connection settings. In-cluster (dev): the chart's own single-node servers.
Otherwise the external endpoints from values (or an existing Secret).
*/}}
{{- define "screenshelf.postgresUrl" -}}
{{- if .Values.infra.inCluster }}
{{- printf "postgres://postgres:%s@%s:5432" (.Values.infra.postgres.password | urlquery) (include "screenshelf.componentName" (dict "root" . "component" "postgres")) }}
{{- else }}
{{- required "infra.external.postgresUrl is required when infra.inCluster is false and no secrets.existingSecret is set" .Values.infra.external.postgresUrl }}
{{- end }}
{{- end }}

{{- define "screenshelf.redisUrl" -}}
{{- if .Values.infra.inCluster }}
{{- printf "redis://%s:6379" (include "screenshelf.componentName" (dict "root" . "component" "redis")) }}
{{- else }}
{{- required "infra.external.redisUrl is required when infra.inCluster is false and no secrets.existingSecret is set" .Values.infra.external.redisUrl }}
{{- end }}
{{- end }}

{{- define "screenshelf.elasticsearchUrl" -}}
{{- if .Values.infra.inCluster }}
{{- printf "http://%s:9200" (include "screenshelf.componentName" (dict "root" . "component" "elasticsearch")) }}
{{- else }}
{{- required "infra.external.elasticsearchUrl is required when infra.inCluster is false and no secrets.existingSecret is set" .Values.infra.external.elasticsearchUrl }}
{{- end }}
{{- end }}

{{- define "screenshelf.kafkaBrokers" -}}
{{- if .Values.infra.inCluster }}
{{- printf "%s:9092" (include "screenshelf.componentName" (dict "root" . "component" "kafka")) }}
{{- else }}
{{- required "infra.external.kafkaBrokers is required when infra.inCluster is false" .Values.infra.external.kafkaBrokers }}
{{- end }}
{{- end }}

{{/* Pod-level settings every workload of the chart shares. */}}
{{- define "screenshelf.podCommon" -}}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- /* Service links would inject e.g. KAFKA_PORT=tcp://... into every pod, which the
       apache/kafka image reads as broker settings; nothing here uses them. */}}
enableServiceLinks: false
{{- with .Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}

{{/*
The volumeClaimTemplates of an infrastructure StatefulSet whose storage is enabled
(without it, the pod declares an emptyDir "data" itself).
Call with the storage values: {enabled, size, storageClass}.
*/}}
{{- define "screenshelf.volumeClaimTemplates" -}}
volumeClaimTemplates:
  - metadata:
      name: data
    spec:
      accessModes: ["ReadWriteOnce"]
      {{- with .storageClass }}
      storageClassName: {{ . | quote }}
      {{- end }}
      resources:
        requests:
          storage: {{ .size | quote }}
{{- end }}

{{/*
Where a service that keeps uploaded files keeps them (services.<name>.storage), as its
environment: <NAME>_STORAGE, then <NAME>_STORAGE_DIR on the pod's uploads volume (local) or the
bucket on objectStorage (s3), with the credentials Secret's two keys when one is given (the
in-cluster server's own in development). Nothing when the service has no storage block.
Call with (dict "root" $ "name" "marketplace" "storage" $svc.storage).
*/}}
{{- define "screenshelf.storageEnv" -}}
{{- $v := .root.Values }}
{{- with .storage }}
{{- if .mode }}
- name: {{ printf "%s_STORAGE" (upper $.name) }}
  value: {{ .mode | quote }}
{{- if eq .mode "local" }}
- name: {{ printf "%s_STORAGE_DIR" (upper $.name) }}
  value: "/data/uploads"
{{- else }}
{{- $s3 := .s3 | default dict }}
- name: S3_BUCKET
  value: {{ required (printf "services.%s.storage.s3.bucket is required when storage.mode is s3" $.name) $s3.bucket | quote }}
- name: S3_REGION
  value: {{ $s3.region | default $v.objectStorage.region | default "ap-northeast-2" | quote }}
{{- with $s3.endpoint | default (include "screenshelf.s3Endpoint" $.root) }}
- name: S3_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- with $s3.publicBaseUrl }}
- name: S3_PUBLIC_BASE_URL
  value: {{ . | quote }}
{{- end }}
{{- $creds := $v.objectStorage.credentialsSecret }}
{{- if and (not $creds) $v.infra.inCluster $v.infra.s3.enabled (not $v.objectStorage.endpoint) }}
{{- $creds = include "screenshelf.componentName" (dict "root" $.root "component" "s3") }}
{{- end }}
{{- with $creds }}
- name: AWS_ACCESS_KEY_ID
  valueFrom:
    secretKeyRef:
      name: {{ . }}
      key: AWS_ACCESS_KEY_ID
- name: AWS_SECRET_ACCESS_KEY
  valueFrom:
    secretKeyRef:
      name: {{ . }}
      key: AWS_SECRET_ACCESS_KEY
{{- end }}
{{- end }}
{{- end }}
{{- end }}
{{- end }}
