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

{{/* The Secret the services read INTERNAL_TOKEN_SECRET and the connection URLs from. */}}
{{- define "screenshelf.secretName" -}}
{{- default (include "screenshelf.fullname" .) .Values.secrets.existingSecret }}
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
bucket settings (s3). Nothing when the service has no storage block.
Call with (dict "name" "marketplace" "storage" $svc.storage).
*/}}
{{- define "screenshelf.storageEnv" -}}
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
  value: {{ $s3.region | default "ap-northeast-2" | quote }}
{{- with $s3.endpoint }}
- name: S3_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- with $s3.publicBaseUrl }}
- name: S3_PUBLIC_BASE_URL
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- end }}
{{- end }}
{{- end }}
