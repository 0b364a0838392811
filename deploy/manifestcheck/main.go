// Command manifestcheck checks rendered Kubernetes manifests without a cluster.
//
// Every document is decoded strictly into its typed API object, so a misspelt field
// or a wrong type fails (helm template alone would not notice). Workloads must also
// have readiness and liveness probes, resource requests and a non-root pod; every container
// no privilege escalation and a memory limit, the services' own a read-only root filesystem;
// Jobs a non-root pod, requests and a restart policy that ends.
//
//	go run . rendered.yaml...
package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"sigs.k8s.io/yaml"
)

func newObject(apiVersion, kind string) any {
	switch apiVersion + "/" + kind {
	case "apps/v1/Deployment":
		return &appsv1.Deployment{}
	case "apps/v1/StatefulSet":
		return &appsv1.StatefulSet{}
	case "v1/Service":
		return &corev1.Service{}
	case "v1/Secret":
		return &corev1.Secret{}
	case "v1/ConfigMap":
		return &corev1.ConfigMap{}
	case "v1/ServiceAccount":
		return &corev1.ServiceAccount{}
	case "v1/PersistentVolumeClaim":
		return &corev1.PersistentVolumeClaim{}
	case "autoscaling/v2/HorizontalPodAutoscaler":
		return &autoscalingv2.HorizontalPodAutoscaler{}
	case "policy/v1/PodDisruptionBudget":
		return &policyv1.PodDisruptionBudget{}
	case "networking.k8s.io/v1/NetworkPolicy":
		return &networkingv1.NetworkPolicy{}
	case "networking.k8s.io/v1/Ingress":
		return &networkingv1.Ingress{}
	case "batch/v1/Job":
		return &batchv1.Job{}
	case "monitoring.coreos.com/v1/ServiceMonitor":
		// The Prometheus Operator's type is not in k8s.io/api: decoded as plain YAML only.
		return &map[string]any{}
	}
	return nil
}

// checkHardening returns what any pod's containers lack: no privilege escalation, a memory limit,
// and for the services' own pods (labelled screenshelf.io/service) a read-only root filesystem.
func checkHardening(name string, labels map[string]string, pod corev1.PodSpec) []string {
	var problems []string
	_, service := labels["screenshelf.io/service"]
	for _, c := range pod.Containers {
		sc := c.SecurityContext
		if sc == nil || sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
			problems = append(problems, name+"/"+c.Name+": allowPrivilegeEscalation is not false")
		}
		if _, ok := c.Resources.Limits[corev1.ResourceMemory]; !ok {
			problems = append(problems, name+"/"+c.Name+": no memory limit")
		}
		if service && (sc == nil || sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem) {
			problems = append(problems, name+"/"+c.Name+": root filesystem is not read-only")
		}
	}
	return problems
}

// checkJobPod returns what a Job's pod template lacks (it runs to completion: no probes).
func checkJobPod(name string, pod corev1.PodSpec) []string {
	var problems []string
	if pod.SecurityContext == nil || pod.SecurityContext.RunAsNonRoot == nil || !*pod.SecurityContext.RunAsNonRoot {
		problems = append(problems, name+": pod securityContext.runAsNonRoot is not true")
	}
	if pod.RestartPolicy != corev1.RestartPolicyNever && pod.RestartPolicy != corev1.RestartPolicyOnFailure {
		problems = append(problems, name+": restartPolicy must be Never or OnFailure")
	}
	for _, c := range pod.Containers {
		if len(c.Resources.Requests) == 0 {
			problems = append(problems, name+"/"+c.Name+": no resource requests")
		}
	}
	return problems
}

// checkPod returns what a workload's pod template lacks.
func checkPod(name string, pod corev1.PodSpec) []string {
	var problems []string
	if pod.SecurityContext == nil || pod.SecurityContext.RunAsNonRoot == nil || !*pod.SecurityContext.RunAsNonRoot {
		problems = append(problems, name+": pod securityContext.runAsNonRoot is not true")
	}
	for _, c := range pod.Containers {
		if c.ReadinessProbe == nil {
			problems = append(problems, name+"/"+c.Name+": no readinessProbe")
		}
		if c.LivenessProbe == nil {
			problems = append(problems, name+"/"+c.Name+": no livenessProbe")
		}
		if len(c.Resources.Requests) == 0 {
			problems = append(problems, name+"/"+c.Name+": no resource requests")
		}
	}
	return problems
}

func checkFile(path string) (objects int, problems []string) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, []string{err.Error()}
	}
	for _, doc := range bytes.Split(data, []byte("\n---")) {
		var meta struct {
			APIVersion string `json:"apiVersion"`
			Kind       string `json:"kind"`
			Metadata   struct {
				Name string `json:"name"`
			} `json:"metadata"`
		}
		if err := yaml.Unmarshal(doc, &meta); err != nil {
			problems = append(problems, fmt.Sprintf("%s: not YAML: %v", path, err))
			continue
		}
		if meta.Kind == "" {
			continue // an empty document (only comments)
		}
		objects++
		name := meta.Kind + " " + meta.Metadata.Name
		obj := newObject(meta.APIVersion, meta.Kind)
		if obj == nil {
			problems = append(problems, fmt.Sprintf("%s: %s: unexpected apiVersion %s", path, name, meta.APIVersion))
			continue
		}
		if err := yaml.UnmarshalStrict(doc, obj); err != nil {
			problems = append(problems, fmt.Sprintf("%s: %s: %v", path, name, err))
			continue
		}
		switch o := obj.(type) {
		case *appsv1.Deployment:
			problems = append(problems, checkPod(name, o.Spec.Template.Spec)...)
			problems = append(problems, checkHardening(name, o.Labels, o.Spec.Template.Spec)...)
		case *appsv1.StatefulSet:
			problems = append(problems, checkPod(name, o.Spec.Template.Spec)...)
			problems = append(problems, checkHardening(name, o.Labels, o.Spec.Template.Spec)...)
		case *batchv1.Job:
			problems = append(problems, checkJobPod(name, o.Spec.Template.Spec)...)
			problems = append(problems, checkHardening(name, o.Labels, o.Spec.Template.Spec)...)
		}
	}
	return objects, problems
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: manifestcheck rendered.yaml...")
		os.Exit(2)
	}
	failed := false
	for _, path := range os.Args[1:] {
		objects, problems := checkFile(path)
		for _, p := range problems {
			fmt.Println("  " + p)
		}
		status := "ok"
		if len(problems) > 0 {
			status = "FAILED"
			failed = true
		}
		fmt.Printf("manifestcheck %s: %d objects, %s\n", path, objects, strings.ToLower(status))
	}
	if failed {
		os.Exit(1)
	}
}
